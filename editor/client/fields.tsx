import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Box,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowBackUp, IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconPlus, IconX } from '@tabler/icons-react';
import { lazy, memo, type ReactNode, Suspense, useEffect, useRef } from 'react';
import type { FieldPath, JsonSchema, JsonValue } from '../api-types.ts';
import { copy } from './copy.ts';
import {
  branchesOf,
  branchFor,
  choicesOf,
  defaultFor,
  discriminatorOf,
  fieldId,
  getAt,
  isObject,
  moveItem,
  summaryOf,
  withField,
} from './data.ts';
import { type FieldProps, type ObjectFieldsProps, useForm } from './form-context.ts';
import { ImageField } from './ImageField.tsx';
import { SectionList } from './SectionList.tsx';
import { openStore, useErrorCount, useFieldIssues, useIsOpen, useSelected } from './stores.ts';

// Tiptap and its field weigh more than the rest of a form: fetched the first time a paragraph in Markdown is shown.
const MarkdownField = lazy(() => import('./MarkdownField.tsx'));

/** The messages of one field, in the words of the lint; placeholders and warnings below its input. */
function useMessages(path: FieldPath) {
  const issues = useFieldIssues(path);
  const errors = issues.filter((issue) => issue.kind === 'error').map((issue) => issue.message);
  const notes = issues
    .filter((issue) => issue.kind !== 'error')
    .map((issue) => (issue.kind === 'placeholder' ? `Da fornire: ${issue.message}` : issue.message));
  return { error: errors.length > 0 ? errors.join(' · ') : undefined, notes };
}

/** Takes the focus when the preview asks for this field. */
function useFocusWhenSelected(path: FieldPath) {
  const selected = useSelected();
  const ref = useRef<HTMLElement | null>(null);
  const id = fieldId(path);
  useEffect(() => {
    if (!selected || fieldId(selected.path) !== id) return;
    const element = ref.current ?? document.getElementById(id);
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [selected, id]);
  return ref;
}

function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {notes.map((note) => (
        <Text key={note} size="xs" c="orange.9">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={copy.removeField(label)}
      title={copy.removeField(label)}
      onClick={onRemove}
    >
      <IconX size={14} />
    </ActionIcon>
  );
}

/** Puts one field back as the file has it, leaving the page's other changes as they are. */
function UndoButton({ label, onUndo }: { label: string; onUndo: () => void }) {
  return (
    <ActionIcon variant="subtle" color="blue" size="sm" aria-label={copy.undoField(label)} title={copy.undoField(label)} onClick={onUndo}>
      <IconArrowBackUp size={14} />
    </ActionIcon>
  );
}

/**
 * The field's YAML key, small beside its Italian label, for a marketer comparing with the guide or the file. Hidden from
 * screen readers, so that the field's accessible name is its label alone ("Titolo", not "Titolo headline").
 */
function YamlKey({ name }: { name: string | undefined }) {
  if (name === undefined) return null;
  return (
    <Text component="span" size="xs" c="dimmed" ff="monospace" fw={400} aria-hidden data-yaml-key>
      {name}
    </Text>
  );
}

/** The element that names a field's input: its label's words alone, without the key or the buttons beside them. */
const labelTextId = (id: string) => `${id}-nome`;

function FieldLabel({
  id,
  label,
  yamlKey,
  onRemove,
  onUndo,
}: {
  id: string;
  label: string;
  yamlKey?: string | undefined;
  onRemove?: (() => void) | undefined;
  onUndo?: (() => void) | undefined;
}) {
  // Inline, so that a required field's asterisk stays on the label's line.
  return (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex" align="baseline">
      <span id={labelTextId(id)}>{label}</span>
      <YamlKey name={yamlKey} />
      {onUndo ? <UndoButton label={label} onUndo={onUndo} /> : null}
      {onRemove ? <RemoveButton label={label} onRemove={onRemove} /> : null}
    </Group>
  );
}

const ScalarField = memo(function ScalarField({ schema, path, value, label, yamlKey, required, onRemove }: FieldProps) {
  const { change, schemas, saved } = useForm();
  const { error, notes } = useMessages(path);
  const ref = useFocusWhenSelected(path);
  const id = fieldId(path);
  const savedValue = getAt(saved, path);
  const onUndo = JSON.stringify(savedValue) === JSON.stringify(value) ? undefined : () => change(path, savedValue);
  const common = {
    id,
    label: <FieldLabel id={id} label={label} yamlKey={yamlKey} onRemove={onRemove} onUndo={onUndo} />,
    'aria-labelledby': labelTextId(id),
    description: schema.description,
    error,
    withAsterisk: required,
  };
  const choices = choicesOf(schema);
  if (choices) {
    const options = choices.map((choice) => ({ value: JSON.stringify(choice), label: String(choice) }));
    return (
      <div>
        <Select
          {...common}
          ref={(element) => {
            ref.current = element;
          }}
          data={options}
          value={value === undefined ? null : JSON.stringify(value)}
          placeholder={schema.default !== undefined ? copy.defaultValue(String(schema.default)) : copy.choose}
          searchable={options.length > 8}
          clearable={!required}
          onChange={(next) => change(path, next === null ? undefined : (JSON.parse(next) as JsonValue))}
          comboboxProps={{ withinPortal: true }}
        />
        <Notes notes={notes} />
      </div>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <div>
        <Switch
          id={id}
          ref={(element) => {
            ref.current = element;
          }}
          label={<FieldLabel id={id} label={label} yamlKey={yamlKey} />}
          aria-labelledby={labelTextId(id)}
          description={schema.description}
          error={error}
          checked={value === true || (value === undefined && schema.default === true)}
          onChange={(event) => change(path, event.currentTarget.checked)}
        />
        <Notes notes={notes} />
      </div>
    );
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return (
      <div>
        <NumberInput
          {...common}
          ref={(element) => {
            ref.current = element;
          }}
          value={typeof value === 'number' ? value : typeof value === 'string' ? value : ''}
          placeholder={schema.default !== undefined ? copy.defaultValue(String(schema.default)) : undefined}
          allowDecimal={schema.type === 'number'}
          onChange={(next) => change(path, next === '' ? (required ? '' : undefined) : next)}
        />
        <Notes notes={notes} />
      </div>
    );
  }
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const onText = (next: string) => change(path, next);
  if (schema.editor === 'datetime') {
    // The browser's own date and time picker writes "2026-12-03T09:00"; the YAML keeps "2026-12-03 09:00".
    return (
      <div>
        <TextInput
          {...common}
          ref={(element) => {
            ref.current = element;
          }}
          type="datetime-local"
          value={text.replace(' ', 'T')}
          onChange={(event) => {
            const next = event.currentTarget.value;
            change(path, next === '' && !required ? undefined : next.replace('T', ' '));
          }}
        />
        <Notes notes={notes} />
      </div>
    );
  }
  if (schema.editor === 'route') {
    return (
      <div>
        <Autocomplete
          {...common}
          ref={(element) => {
            ref.current = element;
          }}
          data={schemas.routes}
          value={text}
          limit={30}
          onChange={onText}
          comboboxProps={{ withinPortal: true }}
        />
        <Notes notes={notes} />
      </div>
    );
  }
  if (schema.editor === 'markdown') {
    return (
      <div>
        <Suspense fallback={<Textarea {...common} value={text} readOnly autosize minRows={2} maxRows={12} />}>
          <MarkdownField
            id={id}
            label={common.label}
            labelledBy={labelTextId(id)}
            description={schema.description}
            error={error}
            required={required}
            value={text}
            savedValue={typeof savedValue === 'string' ? savedValue : undefined}
            onChange={onText}
            focusRef={ref}
          />
        </Suspense>
        <Notes notes={notes} />
      </div>
    );
  }
  const long = schema.editor === 'long-text' || schema.editor === 'html' || text.length > 90 || text.includes('\n');
  return (
    <div>
      {long ? (
        <Textarea
          {...common}
          ref={(element) => {
            ref.current = element;
          }}
          value={text}
          autosize
          minRows={schema.editor === 'html' ? 8 : 2}
          maxRows={schema.editor === 'html' ? 30 : 12}
          styles={schema.editor === 'html' ? { input: { fontFamily: 'monospace', fontSize: 13 } } : undefined}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          {...common}
          ref={(element) => {
            ref.current = element;
          }}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      )}
      <Notes notes={notes} />
    </div>
  );
});

/** A field's group as its schema gives it: its name, a button that takes it away when it is optional, its description. */
function SchemaGroup({
  path,
  label,
  yamlKey,
  onRemove,
  description,
  summary,
  children,
}: {
  path: FieldPath;
  label: string;
  yamlKey?: string | undefined;
  onRemove?: (() => void) | undefined;
  description?: string | undefined;
  summary?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldGroup
      path={path}
      title={label}
      yamlKey={yamlKey}
      summary={summary}
      actions={onRemove ? <RemoveButton label={label} onRemove={onRemove} /> : null}
    >
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      {children}
    </FieldGroup>
  );
}

/** A group of fields that opens and closes; closed, it says how many errors are inside. */
export function FieldGroup({
  path,
  title,
  yamlKey,
  summary,
  children,
  actions,
}: {
  path: FieldPath;
  title: string;
  yamlKey?: string | undefined;
  summary?: string | undefined;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const isOpen = useIsOpen(path);
  const errors = useErrorCount(path);
  const { error, notes } = useMessages(path);
  const id = fieldId(path);
  const toggle = () => openStore.toggle(path, !isOpen);
  const focusRef = useFocusWhenSelected(path);
  return (
    <Box
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
        borderColor: errors > 0 ? 'var(--mantine-color-red-7)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" px="xs" py={6}>
        <UnstyledButton
          id={id}
          ref={(element) => {
            focusRef.current = element;
          }}
          onClick={toggle}
          aria-expanded={isOpen}
          aria-controls={`${id}-contenuto`}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap={6} wrap="nowrap">
            {isOpen ? (
              <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0 }} />
            ) : (
              <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Text fw={600} size="sm" truncate style={{ flexShrink: 0, maxWidth: '60%' }}>
              {title}
            </Text>
            <YamlKey name={yamlKey} />
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
        {actions}
      </Group>
      {isOpen ? (
        <Stack id={`${id}-contenuto`} gap="sm" px="sm" pb="sm">
          {error ? (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          ) : null}
          <Notes notes={notes} />
          {children}
        </Stack>
      ) : null}
    </Box>
  );
}

/** The fields of an object, in the schema's order; optional ones not written yet wait behind a button each. */
export const ObjectFields = memo(function ObjectFields({ schema, path, value, skip }: ObjectFieldsProps) {
  const { change } = useForm();
  const properties = schema.properties ?? {};
  const order = Object.keys(properties);
  const required = new Set(schema.required ?? []);
  const shown = order.filter(
    (key) => !skip?.includes(key) && (key in value || required.has(key) || properties[key]?.default !== undefined),
  );
  const addable = order.filter((key) => !skip?.includes(key) && !shown.includes(key) && key !== '$schema');
  const unknown = Object.keys(value).filter((key) => !(key in properties));
  return (
    <>
      {shown.map((key) => {
        const property = properties[key] as JsonSchema;
        const optional = !required.has(key) && property.default === undefined && key in value;
        return (
          <Field
            key={key}
            schema={property}
            path={[...path, key]}
            value={value[key]}
            label={property.title ?? key}
            yamlKey={key}
            required={required.has(key)}
            onRemove={optional ? () => change([...path, key], undefined) : undefined}
          />
        );
      })}
      {unknown.map((key) => (
        <UnknownField key={key} path={[...path, key]} name={key} />
      ))}
      {addable.length > 0 ? (
        <Group gap={6} aria-label={copy.optionalFields} role="group">
          <Text size="xs" c="dimmed">
            {copy.optionalFields}:
          </Text>
          {addable.map((key) => {
            const property = properties[key] as JsonSchema;
            const label = property.title ?? key;
            return (
              <Button
                key={key}
                size="compact-xs"
                variant="light"
                leftSection={<IconPlus size={12} aria-hidden />}
                aria-label={copy.addField(label)}
                title={key}
                onClick={() => change(path, withField(value, key, defaultFor(property), order))}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      ) : null}
    </>
  );
});

function UnknownField({ path, name }: { path: FieldPath; name: string }) {
  const { change } = useForm();
  const { error } = useMessages(path);
  return (
    <Alert color={error ? 'red' : 'gray'} p="xs" title={copy.unknownField(name)}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{error ?? ''}</Text>
        <Button size="compact-xs" variant="light" color="red" onClick={() => change(path, undefined)} aria-label={copy.removeField(name)}>
          {copy.remove}
        </Button>
      </Group>
    </Alert>
  );
}

function UnionField({ schema, path, value, label, yamlKey, required, onRemove }: FieldProps) {
  const { change } = useForm();
  const branches = branchesOf(schema);
  const index = branchFor(branches, value);
  const branch = branches[index] as JsonSchema;
  const discriminator = discriminatorOf(branches);
  const record = isObject(value) ? value : {};
  const choose = (next: number) => change(path, defaultFor(branches[next] as JsonSchema));
  const labelOf = (candidate: JsonSchema, at: number) =>
    discriminator ? String(candidate.properties?.[discriminator]?.const) : (candidate.description ?? `${copy.variant} ${at + 1}`);
  return (
    <SchemaGroup
      path={path}
      label={label}
      yamlKey={yamlKey}
      onRemove={onRemove}
      description={schema.description}
      summary={summaryOf(value)}
    >
      {discriminator ? (
        <Select
          id={fieldId([...path, discriminator])}
          label={<FieldLabel id={fieldId([...path, discriminator])} label={copy.variantKind} yamlKey={discriminator} />}
          aria-labelledby={labelTextId(fieldId([...path, discriminator]))}
          description={branch.description}
          withAsterisk={required}
          data={branches.map((candidate, at) => ({ value: String(at), label: labelOf(candidate, at) }))}
          value={String(index)}
          allowDeselect={false}
          onChange={(next) => next !== null && choose(Number(next))}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <SegmentedControl
          aria-label={`${label}: ${copy.variant}`}
          data={branches.map((candidate, at) => ({ value: String(at), label: labelOf(candidate, at) }))}
          value={String(index)}
          onChange={(next) => choose(Number(next))}
          fullWidth
        />
      )}
      <ObjectFields schema={branch} path={path} value={record} skip={discriminator ? [discriminator] : []} />
    </SchemaGroup>
  );
}

function ListField({ schema, path, value, label, yamlKey, onRemove }: FieldProps) {
  const { change } = useForm();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const isFull = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const scalarItems =
    !itemSchema.properties && branchesOf(itemSchema).length === 0 && itemSchema.type !== 'object' && itemSchema.editor !== 'image';
  const move = (from: number, to: number) => change(path, moveItem(items, from, to));
  const itemActions = (index: number) => (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`${copy.moveUp}: ${copy.item(index)}`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`${copy.moveDown}: ${copy.item(index)}`}
        disabled={index === items.length - 1}
        onClick={() => move(index, index + 1)}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={`${copy.remove}: ${copy.item(index)}`}
        onClick={() => change([...path, index], undefined)}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
  return (
    <SchemaGroup
      path={path}
      label={label}
      yamlKey={yamlKey}
      onRemove={onRemove}
      description={schema.description}
      summary={copy.items(items.length)}
    >
      {items.map((item, index) =>
        scalarItems ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place in the list, as in the YAML file
          <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
            <Box style={{ flex: 1 }}>
              <Field schema={itemSchema} path={[...path, index]} value={item} label={copy.item(index)} />
            </Box>
            {itemActions(index)}
          </Group>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place in the list, as in the YAML file
          <FieldGroup key={index} path={[...path, index]} title={copy.item(index)} summary={summaryOf(item)} actions={itemActions(index)}>
            <ItemFields schema={itemSchema} path={[...path, index]} value={item} />
          </FieldGroup>
        ),
      )}
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={isFull}
        onClick={() => change(path, [...items, defaultFor(itemSchema)])}
        style={{ alignSelf: 'flex-start' }}
      >
        {copy.addItem}: {label}
      </Button>
    </SchemaGroup>
  );
}

/** The inside of a list item that is an object: its fields directly, or its union's choice. */
function ItemFields({ schema, path, value }: { schema: JsonSchema; path: FieldPath; value: JsonValue }) {
  const { change } = useForm();
  const branches = branchesOf(schema);
  if (schema.editor === 'image') return <ImageField schema={schema} path={path} value={value} label="" ObjectFields={ObjectFields} />;
  if (branches.length > 0 && !choicesOf(schema)) {
    const index = branchFor(branches, value);
    const discriminator = discriminatorOf(branches);
    const branch = branches[index] as JsonSchema;
    return (
      <>
        <SegmentedControl
          aria-label={copy.variant}
          data={branches.map((candidate, at) => ({
            value: String(at),
            label: discriminator
              ? String(candidate.properties?.[discriminator]?.const)
              : (candidate.description ?? `${copy.variant} ${at + 1}`),
          }))}
          value={String(index)}
          onChange={(next) => change(path, defaultFor(branches[Number(next)] as JsonSchema))}
          fullWidth
        />
        <ObjectFields schema={branch} path={path} value={isObject(value) ? value : {}} skip={discriminator ? [discriminator] : []} />
      </>
    );
  }
  return <ObjectFields schema={schema} path={path} value={isObject(value) ? value : {}} />;
}

function RecordField({ schema, path, value, label, yamlKey }: FieldProps) {
  const { change } = useForm();
  const record = isObject(value) ? value : {};
  const entrySchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const nameRef = useRef<HTMLInputElement>(null);
  const add = () => {
    const name = nameRef.current?.value.trim() ?? '';
    if (name === '' || name in record) return;
    change(path, { ...record, [name]: defaultFor(entrySchema) });
    if (nameRef.current) nameRef.current.value = '';
  };
  return (
    <SchemaGroup
      path={path}
      label={label}
      yamlKey={yamlKey}
      description={schema.description}
      summary={copy.items(Object.keys(record).length)}
    >
      {Object.entries(record).map(([key, entry]) => (
        <FieldGroup
          key={key}
          path={[...path, key]}
          title={key}
          summary={summaryOf(entry)}
          actions={<RemoveButton label={key} onRemove={() => change([...path, key], undefined)} />}
        >
          <ItemFields schema={entrySchema} path={[...path, key]} value={entry} />
        </FieldGroup>
      ))}
      <Group gap="xs" align="flex-end">
        <TextInput ref={nameRef} label={`${copy.addItem}: nome`} size="xs" />
        <Button size="compact-sm" variant="light" onClick={add}>
          {copy.addItem}
        </Button>
      </Group>
    </SchemaGroup>
  );
}

/** One field of a form, drawn from its JSON Schema (made from the zod schema the build uses). */
export const Field = memo(function Field(props: FieldProps) {
  const { schema, path, value, label, yamlKey, onRemove } = props;
  if (path.length === 1 && path[0] === 'sections') {
    return <SectionList schema={schema} value={Array.isArray(value) ? value : []} ObjectFields={ObjectFields} />;
  }
  if (schema.const !== undefined) return null;
  if (choicesOf(schema)) return <ScalarField {...props} />;
  if (schema.editor === 'image') {
    return (
      <SchemaGroup
        path={path}
        label={label}
        yamlKey={yamlKey}
        onRemove={onRemove}
        summary={isObject(value) && typeof value.src === 'string' ? value.src : undefined}
      >
        <ImageField {...props} ObjectFields={ObjectFields} />
      </SchemaGroup>
    );
  }
  if (branchesOf(schema).length > 0) return <UnionField {...props} />;
  if (schema.type === 'array') return <ListField {...props} />;
  if (schema.type === 'object' && schema.properties) {
    return (
      <SchemaGroup
        path={path}
        label={label}
        yamlKey={yamlKey}
        onRemove={onRemove}
        description={schema.description}
        summary={summaryOf(value)}
      >
        <ObjectFields schema={schema} path={path} value={isObject(value) ? value : {}} />
      </SchemaGroup>
    );
  }
  if (schema.type === 'object') return <RecordField {...props} />;
  return <ScalarField {...props} />;
});
