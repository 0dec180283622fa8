import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FirstAnswerReport, WaitSpread } from '../api-types.ts';
import type { ApiClient } from './api-client.ts';
import { copy } from './copy.ts';
import { describeOfficeHours, formatDuration } from './durations.ts';
import { FigureTable, formatNumber } from './FigureTable.tsx';
import type { FigureColumn } from './FigureTable.tsx';

type Period = FirstAnswerReport['periods'][number];

/** One figure of a period: what the CSV holds (whole minutes, a count; empty without an answer) and what the screen shows. */
interface Cell {
  value: number | '';
  shown: string;
}

/** One line of the table: a figure, for the week and for the month side by side (three columns fit a phone). */
interface FigureRow {
  key: string;
  label: string;
  periods: Cell[];
}

function waitCell(spread: WaitSpread | null, which: keyof WaitSpread, inDays: boolean): Cell {
  const wait = spread?.[which];
  return wait === undefined
    ? { value: '', shown: copy.firstAnswer.none }
    : { value: Math.round(wait / 60_000), shown: formatDuration(wait, { inDays }) };
}

function countCell(count: number): Cell {
  return { value: count, shown: formatNumber(count) };
}

function figureRows(periods: readonly Period[]): FigureRow[] {
  const row = (key: string, label: string, cell: (period: Period) => Cell) => ({ key, label, periods: periods.map(cell) });
  return [
    row('mediana_orario_ufficio_min', copy.firstAnswer.officeMedian, (period) => waitCell(period.officeHours, 'median', false)),
    row('p90_orario_ufficio_min', copy.firstAnswer.officeP90, (period) => waitCell(period.officeHours, 'p90', false)),
    row('mediana_min', copy.firstAnswer.overallMedian, (period) => waitCell(period.overall, 'median', true)),
    row('p90_min', copy.firstAnswer.overallP90, (period) => waitCell(period.overall, 'p90', true)),
    row('con_risposta', copy.firstAnswer.answered, (period) => countCell(period.answered)),
    row('senza_risposta', copy.firstAnswer.waiting, (period) => countCell(period.waiting)),
  ];
}

function figureColumns(periods: readonly Period[]): Array<FigureColumn<FigureRow>> {
  return [
    { key: 'misura', label: copy.firstAnswer.figure, value: (row) => row.key, shown: (row) => row.label },
    ...periods.map((period, index) => ({
      key: `ultimi_${period.days}_giorni`,
      label: copy.firstAnswer.periods[period.days],
      numeric: true,
      value: (row: FigureRow) => row.periods[index]?.value ?? '',
      shown: (row: FigureRow) => row.periods[index]?.shown ?? copy.firstAnswer.none,
    })),
  ];
}

/** How fast the owner answers: the week's and the month's median and p90, in office hours and in all, and who still waits. */
export function FirstAnswer({ api }: { api: ApiClient }) {
  const report = useQuery({ queryKey: ['first-answer'], queryFn: () => api.firstAnswer() });
  if (report.error !== null) {
    return (
      <Alert variant="filled" color="red.9" role="alert">
        {report.error.message}
      </Alert>
    );
  }
  if (report.data === undefined) return null;
  const { periods, officeHours } = report.data;
  return (
    <div>
      <FigureTable
        title={copy.firstAnswer.heading}
        columns={figureColumns(periods)}
        rows={figureRows(periods)}
        fileName="tempo-prima-risposta"
      />
      <Text size="sm" c="dimmed" mt="xs">
        {copy.firstAnswer.intro(describeOfficeHours(officeHours))}
      </Text>
    </div>
  );
}
