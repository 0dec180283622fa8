import {
  ActionIcon,
  AppShell,
  Badge,
  Button,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconFilePlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { EditorSchemas, FileKind, FileSummary, NewPageRequest, PublishTarget } from '../api-types.ts';
import { isSettingsFile } from '../api-types.ts';
import { ApiFailure, api } from './api.ts';
import { DialogActions } from './DialogActions.tsx';
import { copy } from './copy.ts';
import { FileEditor } from './FileEditor.tsx';
import { PublishButtons, PublishDialog, usePublication } from './Publish.tsx';

const GROUPS: Array<{ kind: FileKind; label: string }> = [
  { kind: 'site', label: copy.site },
  { kind: 'email', label: copy.emails },
  { kind: 'page', label: copy.pages },
  { kind: 'post', label: copy.posts },
];

/** The page a file is opened at: /?file=pages-yaml/sport/calcio-marketing.yaml, so a reload keeps it. */
function fileInAddress(): string | undefined {
  return new URL(window.location.href).searchParams.get('file') ?? undefined;
}

function NewPageForm({ onCreated }: { onCreated: (file: string) => void }) {
  const [request, setRequest] = useState<NewPageRequest>({ path: '', template: 'blank', name: '', sportWord: '' });
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const created = await api.createPage(request);
      notifications.show({ color: 'green', message: copy.created(created.route) });
      onCreated(created.file);
    } catch (error) {
      setProblem(error instanceof ApiFailure ? error.body.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const sport = request.template === 'sport';
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <Text size="sm" fw={500} mb={4} id="nuova-pagina-modello">
          {copy.newPageTemplate}
        </Text>
        <SegmentedControl
          aria-labelledby="nuova-pagina-modello"
          fullWidth
          value={request.template}
          onChange={(template) => setRequest({ ...request, template: template === 'sport' ? 'sport' : 'blank' })}
          data={[
            { value: 'blank', label: copy.templateBlank },
            { value: 'sport', label: copy.templateSport },
          ]}
        />
      </div>
      <TextInput
        label={copy.newPagePath}
        description={copy.newPagePathHelp}
        placeholder={sport ? 'sport/tennis' : 'servizi/nuovo-servizio'}
        value={request.path}
        onChange={(event) => setRequest({ ...request, path: event.currentTarget.value })}
        withAsterisk
      />
      <TextInput
        label={sport ? copy.sportName : copy.newPageName}
        value={request.name}
        onChange={(event) => setRequest({ ...request, name: event.currentTarget.value })}
        withAsterisk
      />
      {sport ? (
        <TextInput
          label={copy.sportWord}
          description={copy.sportWordHelp}
          value={request.sportWord ?? ''}
          onChange={(event) => setRequest({ ...request, sportWord: event.currentTarget.value })}
        />
      ) : null}
      <DialogActions problem={problem}>
        <Button type="submit" loading={busy}>
          {copy.create}
        </Button>
      </DialogActions>
    </Stack>
  );
}

export function App() {
  const [files, setFiles] = useState<FileSummary[]>([]);
  const [schemas, setSchemas] = useState<EditorSchemas | undefined>();
  const [current, setCurrent] = useState<string | undefined>(fileInAddress);
  const [dirty, setDirty] = useState(false);
  const [creating, { open: openCreating, close: closeCreating }] = useDisclosure(false);
  const [publishing, setPublishing] = useState<PublishTarget | undefined>();
  const [focusField, setFocusField] = useState<string | undefined>();
  const publication = usePublication();

  const refresh = useCallback(async () => {
    const [list, forms] = await Promise.all([api.files(), api.schemas()]);
    setFiles(list);
    setSchemas(forms);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const show = (file: string) => {
    setCurrent(file);
    const url = new URL(window.location.href);
    url.searchParams.set('file', file);
    window.history.replaceState(null, '', url);
  };
  const choose = (file: string) => {
    if (file === current) return;
    setFocusField(undefined);
    if (!dirty) return show(file);
    modals.openConfirmModal({
      title: copy.leaveTitle,
      children: <Text size="sm">{copy.leaveText}</Text>,
      labels: { confirm: copy.leave, cancel: copy.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => show(file),
    });
  };
  const remove = (summary: FileSummary) =>
    modals.openConfirmModal({
      title: copy.deleteTitle,
      children: <Text size="sm">{copy.deleteText(summary.file, summary.route)}</Text>,
      labels: { confirm: copy.confirmDelete, cancel: copy.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await api.deletePage(summary.file);
          notifications.show({ color: 'green', message: copy.deleted });
          if (current === summary.file) setCurrent(undefined);
          await refresh();
        } catch (error) {
          notifications.show({
            color: 'red',
            title: copy.errorTitle,
            message: error instanceof ApiFailure ? error.body.message : String(error),
            autoClose: false,
          });
        }
      },
    });

  return (
    <AppShell navbar={{ width: 300, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="xs" aria-label={copy.files}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Title order={2} size="h4">
            {copy.appTitle}
          </Title>
          <Button size="compact-sm" leftSection={<IconFilePlus size={16} aria-hidden />} onClick={openCreating}>
            {copy.newPage}
          </Button>
        </Group>
        <PublishButtons view={publication.view} onChoose={setPublishing} />
        <ScrollArea style={{ flex: 1 }} type="auto">
          {GROUPS.map(({ kind, label }) => (
            <nav key={kind} aria-label={label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} px="xs">
                {label}
              </Text>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {files
                  .filter((summary) => summary.kind === kind)
                  .map((summary) => (
                    <li key={summary.file} style={{ display: 'flex', alignItems: 'center' }}>
                      <NavLink
                        component="button"
                        active={summary.file === current}
                        label={isSettingsFile(summary.kind) ? summary.title : summary.route}
                        description={isSettingsFile(summary.kind) ? summary.file : summary.title}
                        rightSection={
                          summary.errors > 0 ? (
                            <Badge color="red.8" size="xs" variant="filled">
                              {copy.errors(summary.errors)}
                            </Badge>
                          ) : null
                        }
                        onClick={() => choose(summary.file)}
                        aria-current={summary.file === current ? 'page' : undefined}
                        style={{ flex: 1, minWidth: 0 }}
                        // The active row's light background needs the description darker than "dimmed".
                        styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
                      />
                      {!isSettingsFile(summary.kind) ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${copy.deletePage} ${summary.route}`}
                          onClick={() => remove(summary)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main aria-label={copy.editing} style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1, minHeight: 0 }}>
          {current && schemas ? (
            <FileEditor
              key={current}
              file={current}
              schemas={schemas}
              focusField={focusField}
              onSaved={() => void refresh()}
              onDirtyChange={setDirty}
            />
          ) : (
            <>
              <Title order={1} size="h3">
                {copy.appTitle}
              </Title>
              <Text mt="sm">{copy.chooseFile}</Text>
            </>
          )}
        </div>
      </AppShell.Main>
      <PublishDialog
        target={publishing}
        onClose={() => setPublishing(undefined)}
        unsavedFile={dirty ? current : undefined}
        publication={publication}
        onOpenField={(file, field) => {
          if (file !== current) show(file);
          setFocusField(field);
        }}
      />
      <Modal opened={creating} onClose={closeCreating} title={copy.newPageTitle} size="lg">
        <NewPageForm
          onCreated={(file) => {
            closeCreating();
            void refresh().then(() => show(file));
          }}
        />
      </Modal>
    </AppShell>
  );
}
