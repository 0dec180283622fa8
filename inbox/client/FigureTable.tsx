import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { saveFile } from './api-client.ts';
import { copy } from './copy.ts';

export interface FigureColumn<Row> {
  /** The CSV header: stable, for a spreadsheet's formulas. */
  key: string;
  label: string;
  value: (row: Row) => string | number;
  /** What the screen shows, when not the value itself (a number in Italian, a percentage). */
  shown?: (row: Row) => string;
  /** A figure: aligned right, so the digits line up. */
  numeric?: boolean;
  /** The cell's text colour (a Mantine colour), when the figure is judged; the judgement is also in `shown`'s words. */
  tone?: (row: Row) => string | undefined;
}

const number = new Intl.NumberFormat('it-IT');

/** A figure as the owner reads it. */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** One figure in a card, its label above it: the summary's and the period's totals. */
export function FigureCard({ label, value, size = 28 }: { label: string; value: string; size?: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={size} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** A cell a spreadsheet would run as a formula is written with a leading apostrophe (OWASP, "CSV injection"). */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function tableCsv<Row>(columns: ReadonlyArray<FigureColumn<Row>>, rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.key)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

interface FigureTableProps<Row> {
  title: string;
  columns: ReadonlyArray<FigureColumn<Row>>;
  rows: readonly Row[];
  /** The CSV's name, without the extension. */
  fileName: string;
  /** The heading's level in the page. */
  order?: 2 | 3;
}

/** A table of figures with its CSV: the file holds exactly the rows the table shows. */
export function FigureTable<Row>({ title, columns, rows, fileName, order = 3 }: FigureTableProps<Row>) {
  const headingId = useId();
  const download = () => saveFile(new Blob([tableCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  return (
    <div>
      <Group justify="space-between" align="center" mb="xs" wrap="wrap">
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={headingId}>
          {title}
        </Title>
        <Button variant="outline" size="xs" onClick={download} disabled={rows.length === 0} aria-label={copy.stats.downloadCsv(title)}>
          {copy.stats.csv}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{copy.stats.empty}</Text>
      ) : (
        // A wide table scrolls on a phone; the region takes the focus so a keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the keyboard's focus to be scrolled by it (WCAG 2.1.1, axe's scrollable-region-focusable); its rows hold nothing focusable.
        <section className="figure-table" aria-labelledby={headingId} tabIndex={0}>
          <Table striped verticalSpacing="xs" horizontalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={JSON.stringify(columns.map((column) => column.value(row)))}>
                  {columns.map((column, columnIndex) =>
                    columnIndex === 0 ? (
                      <Table.Th key={column.key} scope="row" fw={400}>
                        {column.shown?.(row) ?? column.value(row)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} c={column.tone?.(row)}>
                        {column.shown?.(row) ?? column.value(row)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </div>
  );
}
