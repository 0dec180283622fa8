import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Button, Group, Modal, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconGripVertical,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { JsonSchema, JsonValue } from '../api-types.ts';
import { copy } from './copy.ts';
import { branchesOf, branchFor, fieldId, isObject, moveItem, summaryOf } from './data.ts';
import { type ObjectFieldsRenderer, useForm } from './form-context.ts';
import { openStore, useErrorCount, useIsOpen } from './stores.ts';

const itemId = (index: number) => `sezione-${index}`;
const indexOf = (id: string | number) => Number(String(id).replace('sezione-', ''));

const instructions: ScreenReaderInstructions = {
  draggable:
    'Per spostare una sezione con la tastiera: premi spazio o invio per prenderla, le frecce su e giù per spostarla, spazio o invio per lasciarla, Esc per annullare.',
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Hai preso la sezione ${indexOf(active.id) + 1}.`,
  onDragOver: ({ active, over }) =>
    over ? `La sezione ${indexOf(active.id) + 1} è sopra la posizione ${indexOf(over.id) + 1}.` : undefined,
  onDragEnd: ({ active, over }) =>
    over ? `Sezione ${indexOf(active.id) + 1} lasciata in posizione ${indexOf(over.id) + 1}.` : 'Sezione lasciata dov’era.',
  onDragCancel: ({ active }) => `Spostamento annullato: la sezione ${indexOf(active.id) + 1} resta dov’era.`,
};

interface SectionCardProps {
  index: number;
  count: number;
  section: JsonValue;
  branch: JsonSchema;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
  ObjectFields: ObjectFieldsRenderer;
}

const SectionCard = memo(function SectionCard({
  index,
  count,
  section,
  branch,
  onMove,
  onDuplicate,
  onRemove,
  ObjectFields,
}: SectionCardProps) {
  const path = ['sections', index];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: itemId(index) });
  const isOpen = useIsOpen(path);
  const errors = useErrorCount(path);
  const type = isObject(section) && typeof section.type === 'string' ? section.type : '?';
  const label = copy.section(index, type);
  const summary = summaryOf(section);
  const headingId = `${fieldId(path)}-titolo`;
  return (
    <Box
      ref={setNodeRef}
      component="li"
      aria-labelledby={headingId}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        border: '1px solid var(--mantine-color-gray-4)',
        borderColor: errors > 0 ? 'var(--mantine-color-red-7)' : undefined,
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-body)',
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" p="xs">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={copy.dragHandle(label)}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <UnstyledButton
          id={fieldId(path)}
          onClick={() => openStore.toggle(path, !isOpen)}
          aria-expanded={isOpen}
          aria-controls={`${fieldId(path)}-contenuto`}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap={6} wrap="nowrap">
            {isOpen ? (
              <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0 }} />
            ) : (
              <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Text fw={700} size="sm" id={headingId} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            {summary ? (
              <Text size="sm" c="dimmed" truncate>
                {summary}
              </Text>
            ) : null}
            {errors > 0 ? (
              <Badge color="red.8" variant="filled" size="sm" style={{ flexShrink: 0 }}>
                {isOpen ? copy.errors(errors) : copy.errorsInside(errors)}
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`${copy.moveUp}: ${label}`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`${copy.moveDown}: ${label}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={`${copy.duplicate}: ${label}`} onClick={() => onDuplicate(index)}>
            <IconCopy size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`${copy.remove}: ${label}`} onClick={() => onRemove(index)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {isOpen ? (
        <Stack id={`${fieldId(path)}-contenuto`} gap="sm" px="md" pb="md">
          {branch.description ? (
            <Text size="xs" c="dimmed">
              {branch.description}
            </Text>
          ) : null}
          <ObjectFields schema={branch} path={path} value={isObject(section) ? section : {}} skip={['type']} />
        </Stack>
      ) : null}
    </Box>
  );
});

/**
 * The page's sections: each opens to its form; they move by dragging their handle, with the keyboard (space,
 * arrows, space) or with the arrow buttons; a new one starts from its folder's example.yaml.
 */
export function SectionList({
  schema,
  value,
  ObjectFields,
}: {
  schema: JsonSchema;
  value: JsonValue[];
  ObjectFields: ObjectFieldsRenderer;
}) {
  const { change, schemas } = useForm();
  const [newType, setNewType] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | undefined>();
  const branches = branchesOf(schema.items ?? {});
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const path = ['sections'];

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const wasOpen = openStore.isOpen([...path, from]);
    change(path, moveItem(value, from, to));
    openStore.toggle([...path, from], false);
    openStore.toggle([...path, to], wasOpen);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };
  const duplicate = (index: number) =>
    change(path, [...value.slice(0, index + 1), structuredClone(value[index] as JsonValue), ...value.slice(index + 1)]);
  const add = () => {
    const kind = schemas.sections.find((candidate) => candidate.type === newType);
    if (!kind) return;
    change(path, [...value, structuredClone(kind.example)]);
    openStore.select([...path, value.length]);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {copy.sections}
      </Title>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
      >
        <SortableContext items={value.map((_, index) => itemId(index))} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap="xs" p={0} m={0}>
            {value.map((section, index) => (
              <SectionCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place on the page, as in the YAML file
                key={index}
                index={index}
                count={value.length}
                section={section}
                branch={branches[branchFor(branches, section)] ?? {}}
                onMove={move}
                onDuplicate={duplicate}
                onRemove={setRemoving}
                ObjectFields={ObjectFields}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group align="flex-end" gap="xs">
        <Select
          label={copy.sectionType}
          placeholder={copy.choose}
          data={schemas.sections.map((kind) => ({ value: kind.type, label: kind.type }))}
          value={newType}
          onChange={setNewType}
          searchable
          style={{ flex: 1 }}
          description={schemas.sections.find((kind) => kind.type === newType)?.description}
          comboboxProps={{ withinPortal: true }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={newType === null}>
          {copy.addSection}
        </Button>
      </Group>
      <Modal opened={removing !== undefined} onClose={() => setRemoving(undefined)} title={copy.removeSectionTitle}>
        <Text size="sm">
          {removing !== undefined ? copy.removeSectionText(summaryOf(value[removing]) ?? copy.section(removing, '')) : ''}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRemoving(undefined)}>
            {copy.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (removing !== undefined) change([...path, removing], undefined);
              openStore.reset();
              setRemoving(undefined);
            }}
          >
            {copy.confirmRemove}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
