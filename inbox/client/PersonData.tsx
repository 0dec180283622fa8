import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ErasureResult } from '../api-types.ts';
import type { ApiClient } from './api-client.ts';
import { copy } from './copy.ts';
import { ErasureReport, usePersonActions } from './person-actions.tsx';

/** A person's data on request (GDPR art. 15, 17 and 20): everything stored under one e-mail address. */
interface PersonDataProps {
  api: ApiClient;
  /** What the last erasure (here or from a lead) deleted. */
  report: ErasureResult | undefined;
  onErased: (result: ErasureResult) => void;
}

export function PersonData({ api, report, onErased }: PersonDataProps) {
  const [email, setEmail] = useState('');
  const actions = usePersonActions(api, onErased);
  const address = email.trim();
  return (
    <section aria-labelledby="persona">
      <Title order={2} size="h3" id="persona" mb="sm">
        {copy.person.heading}
      </Title>
      <Stack gap="sm" maw={640}>
        <Text>{copy.person.intro}</Text>
        <TextInput label={copy.person.email} type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <Group>
          <Button
            variant="outline"
            disabled={address === ''}
            loading={actions.download.isPending}
            onClick={() => actions.download.mutate(address)}
          >
            {copy.person.download}
          </Button>
          <Button variant="outline" color="red.9" disabled={address === ''} onClick={() => actions.askToErase(address)}>
            {copy.person.erase}
          </Button>
        </Group>
        {actions.error !== null && (
          <Alert variant="filled" color="red.9" role="alert">
            {actions.error.message}
          </Alert>
        )}
        {report !== undefined && <ErasureReport result={report} />}
      </Stack>
      {actions.confirmation}
    </section>
  );
}
