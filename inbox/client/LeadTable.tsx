import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { LeadPage } from '../api-types.ts';
import { copy } from './copy.ts';
import { formatDateTime } from './labels.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface LeadTableProps {
  page: LeadPage | undefined;
  onOpen: (leadId: string) => void;
  onPage: (page: number) => void;
}

function displayName(payload: LeadPage['leads'][number]['payload']): string {
  const parts = ['nome' in payload ? payload.nome : '', 'cognome' in payload ? payload.cognome : ''].filter((part) => part !== '');
  return parts.length === 0 ? copy.list.noName : parts.join(' ');
}

export function LeadTable({ page, onOpen, onPage }: LeadTableProps) {
  if (page === undefined) return <Text>{copy.list.loading}</Text>;
  if (page.leads.length === 0) return <Text>{copy.list.empty}</Text>;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption>{copy.list.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{copy.list.receivedAt}</Table.Th>
              <Table.Th scope="col">{copy.list.name}</Table.Th>
              <Table.Th scope="col">{copy.list.type}</Table.Th>
              <Table.Th scope="col">{copy.list.email}</Table.Th>
              <Table.Th scope="col">{copy.list.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.leads.map((lead) => (
              <Table.Tr key={lead.id}>
                <Table.Td>{formatDateTime(lead.receivedAt)}</Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" fw={600} onClick={() => onOpen(lead.id)}>
                    {displayName(lead.payload)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{lead.type}</Table.Td>
                <Table.Td>{lead.payload.email}</Table.Td>
                <Table.Td>
                  <StatusBadge status={lead.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md">
        <Button variant="default" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          {copy.list.previous}
        </Button>
        <Text>{copy.list.page(page.page, pages)}</Text>
        <Button variant="default" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
          {copy.list.next}
        </Button>
      </Group>
    </>
  );
}
