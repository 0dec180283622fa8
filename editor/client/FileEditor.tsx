import { Alert, Badge, Box, Button, Group, List, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCalendarClock, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type EditorSchemas,
  type FieldPath,
  type FileVersion,
  type JsonObject,
  type JsonValue,
  type OpenedFile,
  parseFieldPath,
} from '../api-types.ts';
import { isSettingsFile } from '../api-types.ts';
import { ApiFailure, api } from './api.ts';
import { romeInstant, scheduleState } from '../../schema/schedule.ts';
import { copy, scheduleText, versionWhen } from './copy.ts';
import { isObject, setAt } from './data.ts';
import { ObjectFields } from './fields.tsx';
import { SearchPreview } from './SearchPreview.tsx';
import { FormContext, type FormContextValue } from './form-context.ts';
import { History } from './History.tsx';
import { Preview } from './Preview.tsx';
import { issueStore, openStore, usePageLevelIssues } from './stores.ts';

/**
 * Messages about the whole file (one that cannot be written, say), its sections (no <h1>) or one section as a whole
 * (an accessibility problem axe found in it), above its fields.
 */
function RootMessages() {
  const issues = usePageLevelIssues();
  if (issues.length === 0) return null;
  return (
    <Alert color={issues.some((issue) => issue.kind === 'error') ? 'red' : 'orange'} p="xs" data-page-messages>
      {issues.map((issue) => {
        const section = issue.path.length === 2 ? Number(issue.path[1]) : undefined;
        const message = section === undefined ? issue.message : copy.inSection(section + 1, issue.message);
        return (
          <Text key={`${issue.path.join('.')} ${issue.message}`} size="sm">
            {message}
          </Text>
        );
      })}
    </Alert>
  );
}

interface FileEditorProps {
  file: string;
  schemas: EditorSchemas;
  /** A field to open and focus once the file is loaded (`sections[2].headline`), as the release gate names it. */
  focusField?: string | undefined;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Where the page stands on its schedule (publishAt, unpublishAt) as the marketer types, on this computer's clock. */
function ScheduleNotice({ draft }: { draft: JsonObject }) {
  const text = (value: JsonValue | undefined) => (typeof value === 'string' && romeInstant(value) ? value : undefined);
  const now = new Date();
  const state = scheduleState({ publishAt: text(draft.publishAt), unpublishAt: text(draft.unpublishAt) }, now);
  const notice = scheduleText(state, now);
  if (!notice) return null;
  return (
    <Alert
      color={state.kind === 'expired' ? 'orange' : 'blue'}
      p="xs"
      title={notice.title}
      icon={<IconCalendarClock size={18} aria-hidden />}
    >
      <Text size="sm">{notice.text}</Text>
    </Alert>
  );
}

/**
 * One file being edited: its form on the left, the page on the right. Every change is checked by the build's
 * own checks on the server (this file and the rest of the site) and drawn in the preview as soon as the answer
 * comes; a save writes only the lines that changed, and only a file without errors.
 */
export function FileEditor({ file, schemas, focusField, onSaved, onDirtyChange }: FileEditorProps) {
  const [opened, setOpened] = useState<OpenedFile | undefined>();
  const [draft, setDraft] = useState<JsonObject | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [body, setBody] = useState<string | undefined>();
  const [head, setHead] = useState<string | undefined>();
  const [stale, setStale] = useState(false);
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const [errorCount, setErrorCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const [historyOpened, setHistoryOpened] = useState(false);
  const checking = useRef<{ busy: boolean; next: JsonObject | undefined }>({ busy: false, next: undefined });

  useEffect(() => {
    let current = true;
    setOpened(undefined);
    setDraft(undefined);
    setBody(undefined);
    setHead(undefined);
    setFailure(undefined);
    issueStore.set([]);
    openStore.reset();
    api.open(file).then(
      (loaded) => {
        if (!current) return;
        setOpened(loaded);
        setDraft(loaded.data);
      },
      (error: unknown) => current && setFailure(error instanceof ApiFailure ? error.body.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [file]);

  /** One check at a time; while it runs, only the newest draft waits for the next. */
  const check = useCallback(
    async (data: JsonObject) => {
      const state = checking.current;
      if (state.busy) {
        state.next = data;
        return;
      }
      state.busy = true;
      try {
        for (let next: JsonObject | undefined = data; next !== undefined; next = state.next) {
          state.next = undefined;
          try {
            const result = await api.check(file, next);
            issueStore.set(result.issues);
            setErrorCount(result.issues.filter((issue) => issue.kind === 'error').length);
            setElsewhere(result.elsewhere);
            if (result.preview !== undefined) setBody(result.preview);
            if (result.head !== undefined) setHead(result.head);
            setStale(result.preview === undefined || result.partial === true);
          } catch (error) {
            issueStore.set([{ path: [], message: error instanceof ApiFailure ? error.body.message : String(error), kind: 'error' }]);
            setErrorCount(1);
            setStale(true);
          }
        }
      } finally {
        state.busy = false;
      }
    },
    [file],
  );

  useEffect(() => {
    if (draft) void check(draft);
  }, [draft, check]);

  const loaded = opened !== undefined;
  useEffect(() => {
    if (loaded && focusField) openStore.select(parseFieldPath(focusField));
  }, [loaded, focusField]);

  const dirty = useMemo(
    () => opened !== undefined && draft !== undefined && JSON.stringify(draft) !== JSON.stringify(opened.data),
    [opened, draft],
  );
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const change = useCallback((path: FieldPath, value: JsonValue | undefined) => {
    setDraft((previous) => {
      if (!previous) return previous;
      const next = setAt(previous, path, value);
      return isObject(next ?? null) ? (next as JsonObject) : previous;
    });
  }, []);
  const saved = opened?.data;
  const form = useMemo<FormContextValue | undefined>(
    () => (saved === undefined ? undefined : { schemas, file, change, saved }),
    [schemas, file, change, saved],
  );

  const save = async () => {
    if (!opened || !draft || saving) return;
    setSaving(true);
    try {
      const result = await api.save(file, draft, opened.version);
      setOpened({ ...opened, data: draft, version: result.version });
      notifications.show({ color: 'green', title: copy.save, message: copy.saved(result.changedLines) });
      onSaved();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 409) {
        modals.open({ title: copy.conflictTitle, children: <Text size="sm">{error.body.message}</Text> });
      } else if (error instanceof ApiFailure) {
        if (error.body.issues) issueStore.set(error.body.issues);
        notifications.show({ color: 'red', title: copy.errorTitle, message: error.body.message });
      } else notifications.show({ color: 'red', title: copy.errorTitle, message: String(error) });
    } finally {
      setSaving(false);
    }
  };
  useHotkeys([['mod+S', () => void save()]], []);

  const restore = async (version: FileVersion) => {
    if (!opened) return;
    try {
      const restored = await api.restore(file, version.commit, opened.version);
      setOpened(restored);
      setDraft(restored.data);
      setHistoryOpened(false);
      notifications.show({ color: 'green', title: copy.restore, message: copy.restored(versionWhen(version.date)) });
      onSaved();
    } catch (error) {
      const message = error instanceof ApiFailure ? error.body.message : String(error);
      notifications.show({ color: 'red', title: copy.errorTitle, message, autoClose: false });
    }
  };

  const onSelect = useCallback((path: FieldPath | 'outside') => {
    if (path === 'outside') notifications.show({ color: 'blue', message: copy.selectedOutside });
    else openStore.select(path);
  }, []);

  if (failure) {
    return (
      <Alert color="red" title={copy.errorTitle} m="md">
        {failure}
      </Alert>
    );
  }
  if (!opened || !draft || !form) {
    return (
      <Group p="md">
        <Loader size="sm" />
        <Text>{copy.loading}</Text>
      </Group>
    );
  }
  const schema = opened.kind === 'site' ? schemas.site : opened.kind === 'email' ? schemas.email : schemas.page;
  return (
    <FormContext value={form}>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(420px, 5fr) minmax(0, 6fr)',
          gap: 'var(--mantine-spacing-md)',
          height: '100%',
          minHeight: 0,
        }}
      >
        <Stack gap="xs" style={{ minHeight: 0 }}>
          <Box>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {opened.kind === 'site' ? 'Impostazioni del sito' : opened.kind === 'email' ? 'E-mail automatiche' : opened.route}
            </Title>
            <Text size="xs" c="dimmed">
              {opened.file}
            </Text>
          </Box>
          {isSettingsFile(opened.kind) ? null : <ScheduleNotice draft={draft} />}
          <Group gap="xs">
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => void save()}
              loading={saving}
              disabled={!dirty || errorCount > 0 || elsewhere.length > 0}
            >
              {copy.save}
            </Button>
            {dirty ? (
              <Button variant="default" onClick={() => setDraft(opened.data)}>
                {copy.discard}
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setHistoryOpened(true)}>
              {copy.history}
            </Button>
            <Badge color={dirty ? 'orange.9' : 'gray'} variant={dirty ? 'filled' : 'light'}>
              {dirty ? copy.unsaved : copy.noChanges}
            </Badge>
            {errorCount > 0 ? (
              <Badge color="red.8" variant="filled">
                {copy.errors(errorCount)}
              </Badge>
            ) : null}
          </Group>
          {errorCount > 0 && dirty ? (
            <Text size="sm" c="red.8">
              {copy.cannotSave}
            </Text>
          ) : null}
          <RootMessages />
          {elsewhere.length > 0 ? (
            <Alert color="red" title={copy.elsewhere} p="xs">
              <List size="sm">
                {elsewhere.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <ScrollArea style={{ flex: 1 }} offsetScrollbars type="auto">
            <Stack gap="sm" pb="xl" pr="xs">
              {isSettingsFile(opened.kind) ? null : (
                <SearchPreview head={head} ownTitle={typeof draft.title === 'string' ? draft.title : undefined} />
              )}
              <ObjectFields schema={schema} path={[]} value={draft} />
            </Stack>
          </ScrollArea>
        </Stack>
        <Preview file={file} kind={opened.kind} data={draft} body={body} stale={stale} onSelect={onSelect} />
      </Box>
      <History file={file} opened={historyOpened} onClose={() => setHistoryOpened(false)} dirty={dirty} restore={restore} />
    </FormContext>
  );
}
