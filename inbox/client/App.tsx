import { Alert, Button, Container, Group, NativeSelect, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { CONTACT_TYPES } from '../../schema/contact-types.ts';
import type { ErasureResult } from '../api-types.ts';
import type { ApiClient, LeadListQuery } from './api-client.ts';
import { copy } from './copy.ts';
import { LeadDrawer } from './LeadDrawer.tsx';
import { LeadTable } from './LeadTable.tsx';
import { PersonData } from './PersonData.tsx';
import { Summary } from './Summary.tsx';

// The charts (recharts) are most of the Statistiche's weight: loaded when the owner opens them, not with the requests.
const Statistics = lazy(() => import('./Statistics.tsx').then((module) => ({ default: module.Statistics })));

const TYPE_OPTIONS = [
  { value: '', label: copy.filters.allTypes },
  ...Object.values(CONTACT_TYPES).map((type) => ({ value: type, label: type })),
];
const STATUS_OPTIONS = Object.entries(copy.filters.statuses).map(([value, label]) => ({ value, label }));

const NO_FILTERS: LeadListQuery = { q: '', type: '', status: 'not_spam', from: '', to: '' };

/** `actions`: what the page's header offers besides the title (the owner's app: signing out). */
export function App({ api, actions }: { api: ApiClient; actions?: ReactNode }) {
  const [filters, setFilters] = useState<LeadListQuery>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // An alert's link (functions/send-contact-email/alerts.ts) names its lead in the address: the inbox opens on it.
  const [openLeadId, setOpenLeadId] = useState<string | undefined>(
    () => new URLSearchParams(window.location.search).get('lead') ?? undefined,
  );
  const [erasure, setErasure] = useState<ErasureResult | undefined>();
  const [tab, setTab] = useState<'leads' | 'stats'>('leads');
  const [debouncedSearch] = useDebouncedValue(filters.q, 250);
  const query = { ...filters, q: debouncedSearch };
  const leads = useQuery({
    queryKey: ['leads', query, page],
    queryFn: () => api.listLeads(query, page),
    placeholderData: keepPreviousData,
  });
  const exportLeads = useMutation({ mutationFn: (format: 'csv' | 'json') => api.exportLeads(query, format) });

  const change = (field: keyof LeadListQuery) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFilters((current) => ({ ...current, [field]: value }));
    setPage(1);
  };

  return (
    <Container size="xl" py="lg">
      <main>
        <Stack gap="xl">
          <div>
            <Group justify="space-between" align="center">
              <Title order={1}>{copy.title}</Title>
              {actions}
            </Group>
            <Text c="dimmed" aria-live="polite">
              {leads.data === undefined ? copy.list.loading : copy.count(leads.data.total)}
            </Text>
          </div>
          <Summary api={api} />
          <Tabs value={tab} onChange={(value) => setTab(value === 'stats' ? 'stats' : 'leads')} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="leads">{copy.tabs.leads}</Tabs.Tab>
              <Tabs.Tab value="stats">{copy.tabs.stats}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="stats">
              <Suspense fallback={<Text>{copy.stats.loading}</Text>}>
                <Statistics api={api} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="leads">
              <Stack gap="xl">
                <section aria-labelledby="filtri">
                  <Title order={2} size="h3" id="filtri" mb="sm">
                    {copy.filters.heading}
                  </Title>
                  <Group align="flex-end" gap="md" wrap="wrap">
                    <TextInput
                      label={copy.filters.search}
                      description={copy.filters.searchHint}
                      type="search"
                      value={filters.q}
                      onChange={change('q')}
                      w={{ base: '100%', sm: 320 }}
                    />
                    <NativeSelect label={copy.filters.type} data={TYPE_OPTIONS} value={filters.type} onChange={change('type')} />
                    <NativeSelect label={copy.filters.status} data={STATUS_OPTIONS} value={filters.status} onChange={change('status')} />
                    <TextInput label={copy.filters.since} type="date" value={filters.from} onChange={change('from')} />
                    <TextInput label={copy.filters.until} type="date" value={filters.to} onChange={change('to')} />
                  </Group>
                  <Group mt="md">
                    <Button variant="outline" onClick={() => exportLeads.mutate('csv')} loading={exportLeads.isPending}>
                      {copy.filters.exportCsv}
                    </Button>
                    <Button variant="outline" onClick={() => exportLeads.mutate('json')} loading={exportLeads.isPending}>
                      {copy.filters.exportJson}
                    </Button>
                  </Group>
                  {exportLeads.error !== null && (
                    <Alert variant="filled" color="red.9" mt="sm" role="alert">
                      {exportLeads.error.message}
                    </Alert>
                  )}
                </section>

                <section aria-labelledby="elenco">
                  <Title order={2} size="h3" id="elenco" mb="sm">
                    {copy.list.heading}
                  </Title>
                  {leads.error !== null ? (
                    <Alert variant="filled" color="red.9" role="alert">
                      {leads.error.message}
                    </Alert>
                  ) : (
                    <LeadTable page={leads.data} onOpen={setOpenLeadId} onPage={setPage} />
                  )}
                </section>

                <PersonData api={api} report={erasure} onErased={setErasure} />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </main>
      <LeadDrawer
        api={api}
        leadId={openLeadId}
        onClose={() => setOpenLeadId(undefined)}
        onErased={(result) => {
          setOpenLeadId(undefined);
          setErasure(result);
        }}
      />
    </Container>
  );
}
