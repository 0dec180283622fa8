/**
 * The inbox's JSON API over the lead store: list (newest first, searched and filtered), read, change a
 * lead's status and note, export the filtered view as CSV or JSON, and a person's data on request
 * (export, erasure). Web APIs only (Hono, zod and the store), so it runs wherever the function runs;
 * `server.ts` puts the token check and the client's files in front of it.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod';
import { exportedLead, leadsToCsv, leadsToJson, personExport } from '../functions/send-contact-email/lead-export.ts';
import { LEAD_STATUSES } from '../schema/leads.ts';
import type { LeadFilter, LeadStore } from '../functions/send-contact-email/store.ts';
import { CONTACT_TYPES } from '../schema/contact.ts';
import { isEmailAddress } from '../schema/email-address.ts';
import type { AnalyticsStore } from '../functions/send-contact-email/analytics-store.ts';
import type { ApiError, ErasureResult, LeadPage } from './api-types.ts';
import { leadSummary, readDailyVisits, readStatistics, statsQuery, summaryQuery } from './stats.ts';
import { readFirstAnswer } from './first-answer.ts';

export const PAGE_SIZE = 50;

/** The status filter: one status, every lead but spam (the default view), or every lead. */
export const STATUS_FILTERS = ['not_spam', 'all', ...LEAD_STATUSES] as const;

export interface InboxApiOptions {
  store: LeadStore;
  /** The measurement's store, for the Statistiche: a host without it answers them 404. */
  analytics?: AnalyticsStore;
  /** A lead taken out of spam before it was mailed is due for delivery: the host can mail it at once. */
  onLeadReleased?: (leadId: string) => void;
  now?: () => Date;
}

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const filterQuery = z.object({
  q: z.string().max(200).optional(),
  type: z.enum(Object.values(CONTACT_TYPES)).optional(),
  status: z.enum(STATUS_FILTERS).default('not_spam'),
  since: instant.optional(),
  until: instant.optional(),
});

const listQuery = filterQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const exportQuery = filterQuery.extend({ format: z.enum(['csv', 'json']) });
// The forms' own rule (schema/email-address.ts): an address they accepted can be looked up.
const emailValue = z.string().trim().max(254).refine(isEmailAddress);
const personQuery = z.object({ email: emailValue });
const leadChange = z
  .strictObject({ status: z.enum(LEAD_STATUSES).optional(), note: z.string().max(5000).optional() })
  .refine((change) => change.status !== undefined || change.note !== undefined, 'Indica lo stato o la nota da salvare.');

function invalidRequest(result: { success: true } | { success: false; error: z.core.$ZodError }, c: Context): Response | undefined {
  if (result.success) return undefined;
  const fields = result.error.issues.map((issue) => issue.path.map(String).join('.') || 'richiesta').join(', ');
  return c.json({ error: 'invalid_request', message: `Richiesta non valida (${fields}).` } satisfies ApiError, 400);
}

function leadFilter({ q, type, status, since, until }: z.infer<typeof filterQuery>): LeadFilter {
  return {
    text: q,
    types: type === undefined ? undefined : [type],
    statuses: status === 'all' ? undefined : status === 'not_spam' ? LEAD_STATUSES.filter((known) => known !== 'spam') : [status],
    since,
    until,
  };
}

/** Today's date for a file name, as the owner reads it. */
function fileDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function createInboxApi({ store, analytics, onLeadReleased, now = () => new Date() }: InboxApiOptions): Hono {
  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  api.get('/leads', zValidator('query', listQuery, invalidRequest), async (c) => {
    const query = c.req.valid('query');
    const filter = leadFilter(query);
    const [leads, total] = await Promise.all([
      store.listLeads({ ...filter, newestFirst: true, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
      store.countMatchingLeads(filter),
    ]);
    return c.json({ leads: leads.map(exportedLead), total, page: query.page, pageSize: PAGE_SIZE } satisfies LeadPage);
  });

  api.get('/leads/:id', async (c) => {
    const lead = await store.getLead(c.req.param('id'));
    if (lead === undefined) return c.json({ error: 'not_found', message: 'Questa richiesta non c’è più.' } satisfies ApiError, 404);
    return c.json(exportedLead(lead));
  });

  api.patch('/leads/:id', zValidator('json', leadChange, invalidRequest), async (c) => {
    const update = await store.updateLead(c.req.param('id'), c.req.valid('json'), now());
    if (update === undefined) return c.json({ error: 'not_found', message: 'Questa richiesta non c’è più.' } satisfies ApiError, 404);
    if (update.releasedForDelivery) onLeadReleased?.(update.lead.id);
    return c.json(exportedLead(update.lead));
  });

  // The reply link pressed: the owner's first answer, if none was recorded. The mail program opens whatever this answers.
  api.post('/leads/:id/reply', async (c) => {
    if (!(await store.recordFirstAnswer(c.req.param('id'), now())))
      return c.json({ error: 'not_found', message: 'Questa richiesta non c’è più.' } satisfies ApiError, 404);
    return c.body(null, 204);
  });

  api.get('/first-answer', async (c) => c.json(await readFirstAnswer(store, now())));

  api.get('/export', zValidator('query', exportQuery, invalidRequest), async (c) => {
    const query = c.req.valid('query');
    const leads = await store.listLeads({ ...leadFilter(query), newestFirst: true });
    const name = `richieste-${fileDate(now())}.${query.format}`;
    const headers = { 'Content-Disposition': `attachment; filename="${name}"` };
    return query.format === 'csv'
      ? c.body(leadsToCsv(leads), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' })
      : c.body(leadsToJson(leads), 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });

  api.get('/person', zValidator('query', personQuery, invalidRequest), async (c) => {
    const { email } = c.req.valid('query');
    const leads = await store.listLeads({ email });
    return c.body(personExport(email, leads, now()), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="dati-${fileDate(now())}.json"`,
    });
  });

  api.post('/erasures', zValidator('json', personQuery, invalidRequest), async (c) => {
    const { email } = c.req.valid('json');
    const erased = await store.eraseLeadsByEmail(email);
    return c.json({
      email,
      erased: erased.map(({ id, receivedAt, type }) => ({ id, receivedAt, type })),
    } satisfies ErasureResult);
  });

  api.get('/summary', zValidator('query', summaryQuery, invalidRequest), async (c) =>
    c.json(await leadSummary(store, now(), c.req.valid('query').today)),
  );

  const statsUnavailable = (c: Context) =>
    c.json({ error: 'not_available', message: 'Le statistiche non sono disponibili qui.' } satisfies ApiError, 404);
  api.get('/stats', zValidator('query', statsQuery, invalidRequest), async (c) =>
    analytics === undefined ? statsUnavailable(c) : c.json(await readStatistics(analytics, c.req.valid('query').days, now())),
  );
  api.get('/stats/daily', zValidator('query', statsQuery, invalidRequest), async (c) =>
    analytics === undefined ? statsUnavailable(c) : c.json(await readDailyVisits(analytics, c.req.valid('query').days, now())),
  );

  api.notFound((c) => c.json({ error: 'not_found', message: 'Indirizzo sconosciuto.' } satisfies ApiError, 404));
  return api;
}
