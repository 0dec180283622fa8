import { Alert, Box, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LeadSummary } from '../api-types.ts';
import type { ApiClient } from './api-client.ts';
import { copy } from './copy.ts';
import { FigureCard, FigureTable, formatNumber } from './FigureTable.tsx';
import { FirstAnswer } from './FirstAnswer.tsx';

type TypeRow = LeadSummary['week']['byType'][number];
type SourceRow = LeadSummary['week']['bySource'][number];

const TYPE_COLUMNS = [
  { key: 'tipo', label: copy.summary.type, value: (row: TypeRow) => row.type },
  { key: 'richieste', label: copy.summary.count, value: (row: TypeRow) => row.count, numeric: true },
];
const SOURCE_COLUMNS = [
  {
    key: 'origine',
    label: copy.summary.source,
    value: (row: SourceRow) => row.source,
    shown: (row: SourceRow) => row.source || copy.summary.noSource,
  },
  { key: 'richieste', label: copy.summary.count, value: (row: SourceRow) => row.count, numeric: true },
];

/** A count of the summary, "…" while it loads. */
function Figure({ label, value }: { label: string; value: number | undefined }) {
  return <FigureCard label={label} value={value === undefined ? '…' : formatNumber(value)} size={32} />;
}

/** What the owner reads at a glance when the app opens: today's requests, the ones waiting, the week's. */
export function Summary({ api }: { api: ApiClient }) {
  const summary = useQuery({ queryKey: ['summary'], queryFn: () => api.summary() });
  return (
    <section aria-labelledby="in-breve">
      <Title order={2} size="h3" id="in-breve" mb="sm">
        {copy.summary.heading}
      </Title>
      {summary.error !== null ? (
        <Alert variant="filled" color="red.9" role="alert">
          {summary.error.message}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure label={copy.summary.newToday} value={summary.data?.newToday} />
            <Figure label={copy.summary.waiting} value={summary.data?.waitingOver24h} />
            <Figure label={copy.summary.week} value={summary.data?.week.total} />
          </SimpleGrid>
          {summary.data !== undefined && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
              <FigureTable
                title={copy.summary.byType}
                columns={TYPE_COLUMNS}
                rows={summary.data.week.byType}
                fileName="richieste-7-giorni-per-tipo"
              />
              <FigureTable
                title={copy.summary.bySource}
                columns={SOURCE_COLUMNS}
                rows={summary.data.week.bySource}
                fileName="richieste-7-giorni-per-origine"
              />
            </SimpleGrid>
          )}
          <Box mt="lg">
            <FirstAnswer api={api} />
          </Box>
        </>
      )}
    </section>
  );
}
