import { Badge } from '@mantine/core';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../schema/leads.ts';
import { STATUS_COLORS } from './labels.ts';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
