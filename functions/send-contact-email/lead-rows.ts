/** Turns the rows the lead store reads back into typed values, refusing what the schema does not allow. */
import type { Value } from '@libsql/client';
import { CONTACT_TYPES, contactPayloadSchema } from '../../schema/contact.ts';
import { type DeliveryStatus, isSpamReason, LEAD_STATUSES, type LeadStatus, type SpamReason } from '../../schema/leads.ts';
import type { StoredLead, VisitorReplyState, VisitorReplyStatus } from './store.ts';

export type SqlRow = Readonly<Record<string, Value>>;

export function rowToLead(row: SqlRow): StoredLead {
  const payload = contactPayloadSchema.parse(JSON.parse(readText(row, 'payload')));
  return {
    id: readText(row, 'id'),
    receivedAt: readText(row, 'received_at'),
    type: payload.type,
    payload,
    payloadHash: readText(row, 'payload_hash'),
    deliveryStatus: readDeliveryStatus(row),
    attempts: readInteger(row, 'attempts'),
    nextAttemptAt: readOptionalText(row, 'next_attempt_at'),
    lastAttemptAt: readOptionalText(row, 'last_attempt_at'),
    lastError: readOptionalText(row, 'last_error'),
    deliveredAt: readOptionalText(row, 'delivered_at'),
    status: readStatus(row),
    spamReasons: readSpamReasons(row),
    note: readText(row, 'note'),
    updatedAt: readOptionalText(row, 'updated_at'),
    visitorReply: readVisitorReply(row),
    newsletterConsent:
      payload.type === CONTACT_TYPES.newsletter
        ? {
            subscribedAt: readText(row, 'received_at'),
            notice: readOptionalText(row, 'consent_notice'),
            address: readOptionalText(row, 'consent_address'),
            confirmationSentAt: readOptionalText(row, 'reply_sent_at'),
            confirmationText: readOptionalText(row, 'reply_text'),
            confirmedAt: readOptionalText(row, 'confirmed_at'),
            unsubscribedAt: readOptionalText(row, 'unsubscribed_at'),
          }
        : null,
  };
}

function readVisitorReply(row: SqlRow): VisitorReplyState | null {
  const reference = readOptionalText(row, 'reference');
  const status = readOptionalText(row, 'reply_status');
  if (reference === null || status === null) return null;
  return {
    reference,
    status: readVisitorReplyStatus(status),
    attempts: readInteger(row, 'reply_attempts'),
    sentAt: readOptionalText(row, 'reply_sent_at'),
    lastError: readOptionalText(row, 'reply_last_error'),
    nextAttemptAt: readOptionalText(row, 'reply_next_attempt_at'),
  };
}

export function readVisitorReplyStatus(value: string): VisitorReplyStatus {
  if (value === 'pending' || value === 'sent' || value === 'failed') return value;
  throw new Error(`Unknown reply_status "${value}".`);
}

export function readText(row: SqlRow, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`Column ${column} should hold text.`);
  return value;
}

export function readOptionalText(row: SqlRow, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : readText(row, column);
}

export function readInteger(row: SqlRow, column: string): number {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`Column ${column} should hold an integer.`);
}

function readDeliveryStatus(row: SqlRow): DeliveryStatus {
  const value = readText(row, 'delivery_status');
  if (value === 'pending' || value === 'delivered' || value === 'not_configured') return value;
  throw new Error(`Unknown delivery_status "${value}".`);
}

function readStatus(row: SqlRow): LeadStatus {
  const value = readText(row, 'status');
  const status = LEAD_STATUSES.find((known) => known === value);
  if (status === undefined) throw new Error(`Unknown status "${value}".`);
  return status;
}

function readSpamReasons(row: SqlRow): SpamReason[] {
  const value: unknown = JSON.parse(readText(row, 'spam_reasons'));
  if (!Array.isArray(value)) throw new Error('Column spam_reasons should hold a JSON array.');
  // A reason this version does not know (written by a newer one) is left out rather than refused.
  return value.filter(isSpamReason);
}
