/** What the inbox's API answers: shared by the server (`api.ts`) and the client (`client/`). */
import type { exportedLead } from '../functions/send-contact-email/lead-export.ts';
import type { ContactType } from '../schema/contact.ts';

/** A lead as the inbox shows it: every field as stored, the status and note, the delivery. */
export type InboxLead = ReturnType<typeof exportedLead>;

export interface LeadPage {
  leads: InboxLead[];
  /** Leads matching the filter, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

export interface ErasureResult {
  email: string;
  erased: Array<{ id: string; receivedAt: string; type: ContactType }>;
}

export interface ApiError {
  error: string;
  /** In Italian: the client shows it as it is. */
  message: string;
}
