import { Badge } from '@mantine/core';
import { LEAD_STATUS_LABELS } from '../../functions/send-contact-email/lead-labels.ts';
import type { LeadStatus } from '../../functions/send-contact-email/store.ts';
import { STATUS_COLORS } from './labels.ts';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
