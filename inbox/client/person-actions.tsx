import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ErasureResult } from '../api-types.ts';
import type { ApiClient } from './api-client.ts';
import { copy } from './copy.ts';
import { formatDateTime } from './labels.ts';

/** Downloading and erasing a person's data, with the confirmation an erasure needs; used by the person section and a lead's drawer. */
export function usePersonActions(api: ApiClient, onErased?: (result: ErasureResult) => void) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | undefined>();
  const download = useMutation({ mutationFn: (email: string) => api.exportPerson(email) });
  const erase = useMutation({
    mutationFn: (email: string) => api.erasePerson(email),
    onSuccess: async (result) => {
      setConfirming(undefined);
      onErased?.(result);
      await queryClient.invalidateQueries();
    },
  });

  const confirmation = (
    <Modal opened={confirming !== undefined} onClose={() => setConfirming(undefined)} title={copy.person.confirmTitle} centered>
      <Text mb="lg">{copy.person.confirmText(confirming ?? '')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setConfirming(undefined)}>
          {copy.person.cancel}
        </Button>
        <Button color="red.9" loading={erase.isPending} onClick={() => confirming !== undefined && erase.mutate(confirming)}>
          {copy.person.confirm}
        </Button>
      </Group>
    </Modal>
  );
  const error = download.error ?? erase.error;
  return { download, erase, askToErase: setConfirming, confirmation, error };
}

export function ErasureReport({ result }: { result: ErasureResult }) {
  return (
    <Alert variant="default" role="status" title={copy.person.erased(result.erased.length, result.email)}>
      {result.erased.length > 0 && (
        <>
          <List size="sm" mb="xs">
            {result.erased.map((lead) => (
              <List.Item key={lead.id}>
                {formatDateTime(lead.receivedAt)} · {lead.type}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{copy.person.mailboxReminder}</Text>
        </>
      )}
    </Alert>
  );
}
