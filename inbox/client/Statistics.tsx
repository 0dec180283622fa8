import { LineChart } from '@mantine/charts';
import { Alert, Group, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DailyVisits, Statistics as Figures, StatsPeriod } from '../api-types.ts';
import { STATS_PERIODS, VITALS_POOR_LIMITS, VITALS_THRESHOLDS } from '../api-types.ts';
import type { ApiClient } from './api-client.ts';
import { copy } from './copy.ts';
import type { FigureColumn } from './FigureTable.tsx';
import { FigureCard, FigureTable, formatNumber } from './FigureTable.tsx';

type PageRow = Figures['pages'][number];
type SourceRow = Figures['sources'][number];
type VitalsRow = Figures['vitals'][number];
type FormRow = Figures['forms'][number];
type JudgedMetric = keyof typeof VITALS_THRESHOLDS;
type Goals = Figures['totals'];

const text = copy.stats;
const dayFormat = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const percent = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** The last day of a period whose `until` is exclusive. */
const utcDayBefore = (day: string) => new Date(utcDate(day).getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Forms sent per visitor (visitor-days): the conversion the owner compares between pages and sources. */
function conversion(row: Goals): number {
  return row.visitors === 0 ? 0 : row.sent / row.visitors;
}

const PERIOD_OPTIONS = STATS_PERIODS.map((days) => ({ value: String(days), label: text.periods[days] }));

const DAILY_COLUMNS: ReadonlyArray<FigureColumn<DailyVisits>> = [
  { key: 'giorno', label: text.day, value: (row) => row.day, shown: (row) => longDayFormat.format(utcDate(row.day)) },
  figure('visitatori', text.visitors, (row) => row.visitors),
  figure('pagine_viste', text.views, (row) => row.views),
];

function figure<Row>(key: string, label: string, read: (row: Row) => number): FigureColumn<Row> {
  return { key, label, value: read, shown: (row) => formatNumber(read(row)), numeric: true };
}

function conversionColumn<Row extends Goals>(): FigureColumn<Row> {
  return {
    key: 'conversione',
    label: text.conversion,
    value: (row) => conversion(row).toFixed(4),
    shown: (row) => percent.format(conversion(row)),
  };
}

function goalColumns<Row extends Goals>(): Array<FigureColumn<Row>> {
  return [
    figure('visitatori', text.visitors, (row) => row.visitors),
    figure('finestre_aperte', text.opened, (row) => row.opened),
    figure('moduli_iniziati', text.started, (row) => row.started),
    figure('moduli_inviati', text.sent, (row) => row.sent),
    figure('telefono', text.tel, (row) => row.tel),
    figure('whatsapp', text.whatsapp, (row) => row.whatsapp),
    figure('email', text.mailto, (row) => row.mailto),
    figure('mappa', text.map, (row) => row.map),
    conversionColumn(),
  ];
}

const pageColumn: FigureColumn<PageRow> = { key: 'pagina', label: text.page, value: (row) => row.path };
const sourceColumns: Array<FigureColumn<SourceRow>> = [
  { key: 'sito_di_provenienza', label: text.referrer, value: (row) => row.referrerHost, shown: (row) => row.referrerHost || text.direct },
  { key: 'utm_campaign', label: text.campaign, value: (row) => row.utmCampaign, shown: (row) => row.utmCampaign || text.none },
  { key: 'utm_source', label: text.utmSource, value: (row) => row.utmSource, shown: (row) => row.utmSource || text.none },
  { key: 'utm_medium', label: text.utmMedium, value: (row) => row.utmMedium, shown: (row) => row.utmMedium || text.none },
];

const PAGE_COLUMNS: ReadonlyArray<FigureColumn<PageRow>> = [
  pageColumn,
  figure('visitatori', text.visitors, (row) => row.visitors),
  figure('pagine_viste', text.views, (row) => row.views),
  figure('moduli_inviati', text.sent, (row) => row.sent),
  conversionColumn(),
];
const SOURCE_COLUMNS: ReadonlyArray<FigureColumn<SourceRow>> = [
  ...sourceColumns,
  figure('visitatori', text.visitors, (row) => row.visitors),
  figure('pagine_viste', text.views, (row) => row.views),
  figure('moduli_inviati', text.sent, (row) => row.sent),
  conversionColumn(),
];
const PAGE_GOAL_COLUMNS: ReadonlyArray<FigureColumn<PageRow>> = [pageColumn, ...goalColumns<PageRow>()];
const SOURCE_GOAL_COLUMNS: ReadonlyArray<FigureColumn<SourceRow>> = [...sourceColumns, ...goalColumns<SourceRow>()];
/** The funnel's four steps, for a page's row and a form's alike. */
function funnelColumns<Row extends Pick<Goals, 'views' | 'opened' | 'started' | 'sent'>>(): Array<FigureColumn<Row>> {
  return [
    figure('pagina_vista', text.funnelSteps.view, (row) => row.views),
    figure('finestra_aperta', text.funnelSteps.opened, (row) => row.opened),
    figure('modulo_iniziato', text.funnelSteps.started, (row) => row.started),
    figure('modulo_inviato', text.funnelSteps.sent, (row) => row.sent),
  ];
}
const PAGE_FUNNEL_COLUMNS: ReadonlyArray<FigureColumn<PageRow>> = [pageColumn, ...funnelColumns<PageRow>()];
const formNames: Readonly<Record<string, string>> = text.forms;
const FORM_FUNNEL_COLUMNS: ReadonlyArray<FigureColumn<FormRow>> = [
  {
    key: 'modulo',
    label: text.form,
    value: (row) => row.form,
    shown: (row) => (Object.hasOwn(formNames, row.form) ? formNames[row.form] : undefined) ?? (row.form || text.unnamedForm),
  },
  ...funnelColumns<FormRow>(),
];

const secondsFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const clsFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function rating(metric: JudgedMetric, value: number): keyof typeof text.ratings {
  if (value <= VITALS_THRESHOLDS[metric]) return 'good';
  return value <= VITALS_POOR_LIMITS[metric] ? 'improve' : 'poor';
}

// Darker than Mantine's green.9 and orange.9, which read 4.1:1 on a striped row: axe asks 4.5:1 (these give 6.1 and more).
const RATING_COLORS = { good: '#1e6b34', improve: '#a0410b', poor: '#c92a2a' } as const;

/** A p75 with Google's judgement in words and in colour. */
function vitalsColumn(metric: JudgedMetric, label: string, format: (value: number) => string): FigureColumn<VitalsRow> {
  return {
    key: `${metric}_p75`,
    label,
    value: (row) => row[metric] ?? '',
    shown: (row) => {
      const value = row[metric];
      return value === null ? text.none : `${format(value)} (${text.ratings[rating(metric, value)]})`;
    },
    tone: (row) => {
      const value = row[metric];
      return value === null ? undefined : RATING_COLORS[rating(metric, value)];
    },
    numeric: true,
  };
}

const VITALS_COLUMNS: ReadonlyArray<FigureColumn<VitalsRow>> = [
  { key: 'pagina', label: text.page, value: (row) => row.path },
  { key: 'dispositivo', label: text.device, value: (row) => row.device, shown: (row) => text.devices[row.device] },
  vitalsColumn('lcp', 'LCP', (value) => `${secondsFormat.format(value / 1000)} s`),
  vitalsColumn('inp', 'INP', (value) => `${formatNumber(Math.round(value))} ms`),
  vitalsColumn('cls', 'CLS', (value) => clsFormat.format(value)),
  {
    key: 'ttfb_p75',
    label: 'TTFB',
    value: (row) => row.ttfb ?? '',
    shown: (row) => (row.ttfb === null ? text.none : `${formatNumber(Math.round(row.ttfb))} ms`),
    numeric: true,
  },
  figure('visite_misurate', text.samples, (row) => row.samples),
];

function Funnel({ funnel }: { funnel: Figures['funnel'] }) {
  const first = funnel[0]?.count ?? 0;
  return (
    <Stack gap="xs">
      {funnel.map((step) => {
        const share = first === 0 ? 0 : step.count / first;
        return (
          <div key={step.step}>
            <Group justify="space-between">
              <Text>{text.funnelSteps[step.step]}</Text>
              <Text fw={600}>
                {formatNumber(step.count)} ({percent.format(share)})
              </Text>
            </Group>
            <Progress value={share * 100} aria-hidden="true" />
          </div>
        );
      })}
    </Stack>
  );
}

function DailyChart({ daily, error, suffix }: { daily: DailyVisits[] | undefined; error: Error | null; suffix: string }) {
  if (error !== null) {
    return (
      <Alert variant="filled" color="red.9" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (daily === undefined) return <Text c="dimmed">{text.loading}</Text>;
  return (
    <>
      <figure className="chart" aria-labelledby="visite-al-giorno">
        <LineChart
          h={260}
          data={daily.map((day) => ({ ...day, label: dayFormat.format(utcDate(day.day)) }))}
          dataKey="label"
          series={[
            { name: 'visitors', label: text.visitors, color: 'indigo.8' },
            { name: 'views', label: text.views, color: 'teal.9' },
          ]}
          curveType="linear"
          withLegend
          withDots={daily.length <= 31}
          lineChartProps={{ accessibilityLayer: false }}
        />
      </figure>
      <details className="chart-data">
        <summary>{text.chartData}</summary>
        <FigureTable title={text.dailyTable} columns={DAILY_COLUMNS} rows={daily} fileName={`visite-al-giorno-${suffix}`} order={3} />
      </details>
    </>
  );
}

/** The Statistiche: the measurement's figures over 7, 30 or 90 days (the same as `npm run stats`), each table with its CSV. */
export function Statistics({ api }: { api: ApiClient }) {
  const [days, setDays] = useState<StatsPeriod>(30);
  const stats = useQuery({ queryKey: ['stats', days], queryFn: () => api.statistics(days), placeholderData: keepPreviousData });
  const data = stats.data;
  const suffix = `${days}-giorni`;
  // The days come apart, being the slower read (inbox/stats.ts): the tables never wait for the chart.
  const daily = useQuery({ queryKey: ['stats-daily', days], queryFn: () => api.dailyVisits(days), placeholderData: keepPreviousData });
  const lastDay = data === undefined ? undefined : utcDayBefore(data.until);
  return (
    <Stack gap="xl">
      <div>
        <Text>{text.intro}</Text>
        <fieldset className="period">
          <legend>{text.period}</legend>
          <SegmentedControl
            data={PERIOD_OPTIONS}
            value={String(days)}
            onChange={(value) => setDays(STATS_PERIODS.find((period) => String(period) === value) ?? 30)}
          />
        </fieldset>
        <Text c="dimmed" aria-live="polite">
          {data === undefined || lastDay === undefined
            ? text.loading
            : text.range(longDayFormat.format(utcDate(data.since)), longDayFormat.format(utcDate(lastDay)))}
        </Text>
      </div>
      {stats.error !== null && (
        <Alert variant="filled" color="red.9" role="alert">
          {stats.error.message}
        </Alert>
      )}
      {data !== undefined && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <FigureCard label={text.totals.visitors} value={formatNumber(data.totals.visitors)} />
            <FigureCard label={text.totals.views} value={formatNumber(data.totals.views)} />
            <FigureCard label={text.totals.sent} value={formatNumber(data.totals.sent)} />
            <FigureCard label={text.totals.conversion} value={percent.format(conversion(data.totals))} />
          </SimpleGrid>

          <section aria-labelledby="visite-al-giorno">
            <Title order={3} size="h4" id="visite-al-giorno" mb="sm">
              {text.chart}
            </Title>
            <DailyChart daily={daily.data?.days === days ? daily.data.daily : undefined} error={daily.error} suffix={suffix} />
          </section>

          <FigureTable title={text.pages} columns={PAGE_COLUMNS} rows={data.pages} fileName={`pagine-${suffix}`} />
          <FigureTable title={text.sources} columns={SOURCE_COLUMNS} rows={data.sources} fileName={`sorgenti-${suffix}`} />

          <section aria-labelledby="obiettivi">
            <Title order={3} size="h4" id="obiettivi" mb="xs">
              {text.goals}
            </Title>
            <Text mb="md">{text.goalsIntro}</Text>
            <Stack gap="lg">
              <FigureTable
                title={text.goalsPerPage}
                columns={PAGE_GOAL_COLUMNS}
                rows={data.pages}
                fileName={`obiettivi-per-pagina-${suffix}`}
              />
              <FigureTable
                title={text.goalsPerSource}
                columns={SOURCE_GOAL_COLUMNS}
                rows={data.sources}
                fileName={`obiettivi-per-sorgente-${suffix}`}
              />
            </Stack>
          </section>

          <section aria-labelledby="percorso">
            <Title order={3} size="h4" id="percorso" mb="xs">
              {text.funnel}
            </Title>
            <Text mb="md">{text.funnelIntro}</Text>
            <Funnel funnel={data.funnel} />
            <Stack mt="lg">
              <FigureTable
                title={text.funnelPerForm}
                columns={FORM_FUNNEL_COLUMNS}
                rows={data.forms}
                fileName={`percorso-per-modulo-${suffix}`}
              />
              <FigureTable
                title={text.funnelPerPage}
                columns={PAGE_FUNNEL_COLUMNS}
                rows={data.pages}
                fileName={`percorso-per-pagina-${suffix}`}
              />
            </Stack>
          </section>

          <section aria-labelledby="web-vitals">
            <Title order={3} size="h4" id="web-vitals" mb="xs">
              {text.vitals}
            </Title>
            <Text mb="md">{text.vitalsIntro}</Text>
            <FigureTable title={text.vitalsTable} columns={VITALS_COLUMNS} rows={data.vitals} fileName={`web-vitals-${suffix}`} />
          </section>
        </>
      )}
    </Stack>
  );
}
