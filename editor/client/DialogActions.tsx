import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { copy } from './copy.ts';

/** The foot of an editor dialog: why the last try failed, then Annulla (where it can be left) and its own button. */
export function DialogActions({
  problem,
  onCancel,
  children,
}: {
  problem: string | undefined;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {problem ? (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
        {children}
      </Group>
    </>
  );
}
