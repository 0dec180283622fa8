import { Alert, Badge, Button, Card, Drawer, Group, List, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FieldChange, FileHistory, FileVersion } from '../api-types.ts';
import { ApiFailure, api } from './api.ts';
import { copy, versionWhen } from './copy.ts';

function ChangeLine({ change }: { change: FieldChange }) {
  return (
    <List.Item>
      <Text span size="sm" ff="monospace">
        {change.field}
      </Text>
      <Text span size="sm">
        {': '}
        {change.before ?? <em>{copy.historyAdded}</em>}
        {' → '}
        {change.after ?? <em>{copy.historyRemoved}</em>}
      </Text>
    </List.Item>
  );
}

function VersionCard({ version, onRestore }: { version: FileVersion; onRestore: (version: FileVersion) => void }) {
  return (
    <Card withBorder padding="sm" component="li" aria-label={versionWhen(version.date)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={600}>
            {copy.historyBy(version.author, versionWhen(version.date))}
          </Text>
          <Text size="xs" c="dimmed">
            {version.subject}
          </Text>
        </div>
        {version.current ? (
          <Badge variant="light" color="gray">
            {copy.historyCurrent}
          </Badge>
        ) : (
          <Button size="compact-sm" variant="light" leftSection={<IconRestore size={14} aria-hidden />} onClick={() => onRestore(version)}>
            {copy.restore}
          </Button>
        )}
      </Group>
      {version.changes.length === 0 ? (
        <Text size="sm" mt="xs">
          {version.created ? copy.historyCreated : copy.historyNoFields}
        </Text>
      ) : (
        <List size="sm" mt="xs" spacing={2}>
          {version.changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
          {version.moreChanges > 0 ? <List.Item>{copy.historyMore(version.moreChanges)}</List.Item> : null}
        </List>
      )}
    </Card>
  );
}

interface HistoryProps {
  file: string;
  opened: boolean;
  onClose: () => void;
  /** Whether the form has changes not saved, which a restore would lose. */
  dirty: boolean;
  /** Writes the version into the file. */
  restore: (version: FileVersion) => Promise<void>;
}

/** The file's published versions, newest first, each restorable with one press ("Ripristina questa versione"). */
export function History({ file, opened, onClose, dirty, restore }: HistoryProps) {
  const [history, setHistory] = useState<FileHistory | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    if (!opened) return;
    let current = true;
    setHistory(undefined);
    setFailure(undefined);
    api.history(file).then(
      (answer) => current && setHistory(answer),
      (error: unknown) => current && setFailure(error instanceof ApiFailure ? error.body.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [file, opened]);

  const choose = (version: FileVersion) => {
    if (!dirty) return void restore(version);
    modals.openConfirmModal({
      title: copy.restoreUnsavedTitle,
      children: <Text size="sm">{copy.restoreUnsavedText}</Text>,
      labels: { confirm: copy.restore, cancel: copy.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void restore(version),
    });
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={copy.historyTitle(file)}>
      {failure ? (
        <Alert color="red" title={copy.errorTitle}>
          {failure}
        </Alert>
      ) : history === undefined ? (
        <Group>
          <Loader size="sm" />
          <Text>{copy.loading}</Text>
        </Group>
      ) : !history.available ? (
        <Alert color="orange">{history.reason}</Alert>
      ) : history.versions.length === 0 ? (
        <Text>{copy.historyEmpty}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.versions.map((version) => (
            <VersionCard key={version.commit} version={version} onRestore={choose} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
