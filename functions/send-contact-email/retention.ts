import { errorCode } from './log.ts';
import type { Logger } from './log.ts';
import type { LeadStore, PurgeSummary } from './store.ts';

/** A newsletter subscription not confirmed in this many days is deleted (the confirmation mail says so). */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 7;

/** How often the delivery loop purges the leads past the retention period. */
export const RETENTION_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the leads (and honeypot hits) received more than `retentionMs` ago, as the privacy policy
 * promises, and logs what went: counts and the cutoff, never a lead's content.
 */
export async function purgeExpiredLeads(
  store: Pick<LeadStore, 'purgeReceivedBefore'>,
  { now, retentionMs, logger }: { now: Date; retentionMs: number; logger: Logger },
): Promise<PurgeSummary> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const purged = await store.purgeReceivedBefore(cutoff, new Date(now.getTime() - UNCONFIRMED_SUBSCRIPTION_DAYS * 86_400_000));
  logger.info('retention_purge', {
    receivedBefore: cutoff.toISOString(),
    retentionDays: Math.round(retentionMs / 86_400_000),
    leadsDeleted: purged.leads,
    honeypotHitsDeleted: purged.honeypotHits,
    unconfirmedSubscriptionsDeleted: purged.unconfirmedSubscriptions ?? 0,
  });
  return purged;
}

/** The delivery loop's purge: a failure is logged and waits for the next day's. */
export async function purgeExpiredLeadsInBackground(
  store: Pick<LeadStore, 'purgeReceivedBefore'>,
  options: { now: Date; retentionMs: number; logger: Logger },
): Promise<void> {
  await purgeExpiredLeads(store, options).catch((error: unknown) =>
    options.logger.error('retention_purge_failed', { errorCode: errorCode(error) }),
  );
}
