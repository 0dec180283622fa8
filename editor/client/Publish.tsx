import { Alert, Anchor, Button, Code, Group, List, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCloudUpload, IconEye } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { Author, PublicationView, PublishStatus, PublishTarget, ReleaseBlocker } from '../api-types.ts';
import { ApiFailure, api } from './api.ts';
import { DialogActions } from './DialogActions.tsx';
import { copy } from './copy.ts';

const POLL_MS = 1000;

/** The editor's publication as the server runs it, read again every second while it runs. */
export function usePublication() {
  const [view, setView] = useState<PublicationView | null>(null);
  const refresh = useCallback(async () => setView(await api.publication()), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (!view?.running) return;
    const timer = window.setTimeout(() => void refresh().catch(() => undefined), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [view, refresh]);
  return { view, setView, refresh };
}

const lastStatus = (view: PublicationView | null): PublishStatus | undefined => view?.steps.at(-1)?.status;

function Blockers({ blockers, onOpenField }: { blockers: ReleaseBlocker[]; onOpenField: (file: string, field?: string) => void }) {
  return (
    <List size="sm" spacing={4}>
      {blockers.map((blocker) => (
        <List.Item key={`${blocker.file}:${blocker.line}:${blocker.column}:${blocker.message}`}>
          <Anchor component="button" type="button" size="sm" onClick={() => onOpenField(blocker.file, blocker.field)}>
            {blocker.file}:{blocker.line}
            {blocker.field ? ` ${blocker.field}` : ''}
          </Anchor>{' '}
          {blocker.message}
        </List.Item>
      ))}
    </List>
  );
}

/** What the publication says now: its steps, then how it ended. */
function Outcome({ view, onOpenField }: { view: PublicationView; onOpenField: (file: string, field?: string) => void }) {
  const status = lastStatus(view);
  const text = view.steps.at(-1)?.text ?? copy.publishStarting;
  if (view.running || !status) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{text}</Text>
      </Group>
    );
  }
  if (status.phase === 'online')
    return (
      <Alert color="green" title={text} role="status">
        <Anchor href={status.url} target="_blank" rel="noreferrer">
          {copy.publishOpenSite(status.url)}
        </Anchor>
      </Alert>
    );
  if (status.phase === 'published' || status.phase === 'nothing')
    return (
      <Alert color={status.phase === 'published' ? 'green' : 'gray'} title={text} role="status">
        {null}
      </Alert>
    );
  if (status.phase === 'gate')
    return (
      <Alert color="red" title={text} role="alert">
        <Blockers blockers={status.blockers} onOpenField={onOpenField} />
      </Alert>
    );
  if (status.phase === 'conflict')
    return (
      <Alert color="orange" title={copy.publishConflict} role="alert">
        <Text size="sm">{status.message}</Text>
      </Alert>
    );
  if (status.phase === 'error')
    return (
      <Alert color="red" title={copy.publishError} role="alert">
        <Text size="sm">{status.message}</Text>
        {status.log.length > 0 ? (
          <Code block mt="xs">
            {status.log.join('\n')}
          </Code>
        ) : null}
      </Alert>
    );
  return <Text size="sm">{text}</Text>;
}

function AuthorFields({ author, onChange }: { author: Author; onChange: (author: Author) => void }) {
  return (
    <Stack gap="xs">
      <Text size="sm">{copy.publishWho}</Text>
      <TextInput
        label={copy.authorName}
        value={author.name}
        onChange={(event) => onChange({ ...author, name: event.currentTarget.value })}
        withAsterisk
      />
      <TextInput
        label={copy.authorEmail}
        type="email"
        value={author.email}
        onChange={(event) => onChange({ ...author, email: event.currentTarget.value })}
        withAsterisk
      />
    </Stack>
  );
}

interface PublishDialogProps {
  target: PublishTarget | undefined;
  onClose: () => void;
  /** The file open with changes not saved: they are not published. */
  unsavedFile: string | undefined;
  publication: ReturnType<typeof usePublication>;
  onOpenField: (file: string, field?: string) => void;
}

/** Anteprima or Pubblica: who publishes (asked once), an optional note, then the publication's steps until it ends. */
export function PublishDialog({ target, onClose, unsavedFile, publication, onOpenField }: PublishDialogProps) {
  const [knownAuthor, setKnownAuthor] = useState<Author | null | undefined>();
  const [author, setAuthor] = useState<Author>({ name: '', email: '' });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (target === undefined) return;
    setStarted(false);
    setProblem(undefined);
    setNote('');
    api.author().then(setKnownAuthor, () => setKnownAuthor(null));
  }, [target]);

  if (target === undefined) return null;
  const view = publication.view;
  const submit = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (!knownAuthor) setKnownAuthor(await api.saveAuthor(author));
      publication.setView(await api.publish({ target, ...(note.trim() ? { message: note.trim() } : {}) }));
      setStarted(true);
    } catch (error) {
      setProblem(error instanceof ApiFailure ? error.body.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const title = target === 'pubblica' ? copy.publishTitle : copy.previewTitle;
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {started && view ? (
        <Stack gap="sm">
          <Outcome
            view={view}
            onOpenField={(file, field) => {
              onClose();
              onOpenField(file, field);
            }}
          />
          {view.running ? null : (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {copy.close}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Stack
          component="form"
          gap="sm"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Text size="sm">{target === 'pubblica' ? copy.publishExplain : copy.previewExplain}</Text>
          {unsavedFile ? (
            <Alert color="orange" p="xs">
              {copy.publishUnsaved(unsavedFile)}
            </Alert>
          ) : null}
          {knownAuthor === undefined ? (
            <Loader size="xs" />
          ) : knownAuthor === null ? (
            <AuthorFields author={author} onChange={setAuthor} />
          ) : (
            <Text size="sm" c="dimmed">
              {copy.publishAs(knownAuthor.name, knownAuthor.email)}
            </Text>
          )}
          <Textarea
            label={copy.publishNote}
            description={copy.publishNoteHelp}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <DialogActions problem={problem} onCancel={onClose}>
            <Button type="submit" loading={busy} disabled={publication.view?.running === true}>
              {target === 'pubblica' ? copy.publish : copy.publishPreview}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}

/** The two buttons, and the publication's last word while the dialog is closed. */
export function PublishButtons({ onChoose, view }: { onChoose: (target: PublishTarget) => void; view: PublicationView | null }) {
  const last = view?.steps.at(-1);
  return (
    <Stack gap={4} mb="xs">
      <Group gap="xs" grow>
        <Button size="compact-sm" variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={() => onChoose('anteprima')}>
          {copy.publishPreview}
        </Button>
        <Button size="compact-sm" leftSection={<IconCloudUpload size={16} aria-hidden />} onClick={() => onChoose('pubblica')}>
          {copy.publish}
        </Button>
      </Group>
      {last ? (
        <Text
          size="xs"
          c={last.status.phase === 'error' || last.status.phase === 'gate' ? 'red.8' : 'dimmed'}
          role="status"
          aria-live="polite"
        >
          {view?.target === 'anteprima' ? `${copy.previewWord}: ` : ''}
          {last.text}
        </Text>
      ) : null}
    </Stack>
  );
}
