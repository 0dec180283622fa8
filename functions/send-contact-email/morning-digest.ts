/**
 * The morning digest: once a morning, from 08:00 on Rome's clock, a mail to the owner (MAIL_TO, where every lead is
 * mailed) that lists the requests still "nuovo" and unanswered after 24 hours, with a link to the owner's app. Nothing
 * is sent on a morning with nothing to list.
 *
 * Every runtime's scheduler runs it every minute (a timer on the Node server, the every-minute Cron Trigger on Workers,
 * `Deno.cron` on Deno), so a server that was down at 08:00 sends it once it is back, and an SMTP outage delays it to the
 * first run after. The day is claimed in the lead store, as a scheduled deploy's instant is (scheduled-deploy.ts): two
 * runs, instances or runtimes on one database send it once, and a day done is never done again. A process that dies
 * between the SMTP server's acceptance and the record leaves a claim that expires: that digest goes out a second time,
 * with the same Message-ID. Web APIs only (the Worker bundles it).
 */
import { html } from 'hono/html';
import { CONTACT_TYPES } from '../../schema/contact.ts';
import type { ContactType } from '../../schema/contact.ts';
import { ROME_TIME_ZONE, romeDay, romeInstant } from '../../schema/rome-clock.ts';
import { headerSafe } from './lead-email.ts';
import type { LeadEmail } from './lead-email.ts';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';
import type { FunctionConfig } from './config.ts';
import type { LeadMailer } from './mailer.ts';
import type { LeadFilter, LeadStore, StoredLead } from './store.ts';

/** From when, on Rome's clock, the day's digest goes out. */
export const MORNING_DIGEST_TIME = '08:00';

/** The requests that wait for an answer: every type but the newsletter, which has its own confirmation mail. */
export const ANSWERABLE_TYPES: readonly ContactType[] = Object.values(CONTACT_TYPES).filter((type) => type !== CONTACT_TYPES.newsletter);

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_CLAIM_MS = 15 * 60 * 1000;

/**
 * The requests still waiting for the owner after 24 hours at `now`: 'nuovo', with no answer recorded (a press of the reply
 * link is one), newsletter left out. The digest's list, and the count the inbox opens on.
 */
export function waitingOver24hFilter(now: Date): LeadFilter {
  return { statuses: ['new'], unanswered: true, types: ANSWERABLE_TYPES, until: new Date(now.getTime() - DAY_MS) };
}

export type MorningDigestStore = Pick<LeadStore, 'listLeads' | 'claimMorningDigest' | 'markMorningDigestSent' | 'releaseMorningDigest'>;

export interface MorningDigestDependencies {
  store: MorningDigestStore;
  /** Undefined without SMTP settings: there is no one to send it to. */
  mailer: Pick<LeadMailer, 'send'> | undefined;
  /** The owner's address (MAIL_TO): the digest's Reply-To, so an answer to it stays with the owner. */
  ownerAddress: string;
  /** The owner's app the digest links to. */
  inboxUrl: string;
  logger: Logger;
  /** How long a claim holds while the digest is sent; 15 minutes by default. */
  claimMs?: number;
}

export type MorningDigestOutcome =
  | { kind: 'too-early' }
  | { kind: 'not-configured' }
  | { kind: 'done-already'; day: string }
  | { kind: 'nothing-to-list'; day: string }
  | { kind: 'sent'; day: string; leads: number }
  | { kind: 'failed'; day: string; error: string };

/** The owner's app on a deployment: `/admin/` of the site's first origin (SITE_ORIGINS). */
export function inboxAddress(siteOrigins: readonly string[]): string {
  return new URL('/admin/', siteOrigins[0] ?? 'http://localhost').href;
}

/** The digest as a scheduler runs it: a long-lived process's timer (the Node server, Deno), or one Cron Trigger run. */
export interface MorningDigestJob {
  /** Runs the digest at the clock's time, or returns the outcome of the run in progress: one at a time (a slow SMTP server may outlast a minute). */
  run(): Promise<MorningDigestOutcome>;
  /** Resolves once no run is in progress. */
  idle(): Promise<unknown>;
}

/**
 * The job over the settings' SMTP recipient and the site's owner's app. Kept by a long-lived process, it does not claim
 * its day again every minute once the day is done. Never throws.
 */
export function createMorningDigestJob(options: {
  config: Pick<FunctionConfig, 'smtp' | 'siteOrigins'>;
  store: MorningDigestStore;
  mailer: MorningDigestDependencies['mailer'];
  logger: Logger;
  now: () => Date;
}): MorningDigestJob {
  const deps: MorningDigestDependencies = {
    store: options.store,
    mailer: options.mailer,
    ownerAddress: options.config.smtp?.to ?? '',
    inboxUrl: inboxAddress(options.config.siteOrigins),
    logger: options.logger,
  };
  let dayDone: string | undefined;
  let running: Promise<MorningDigestOutcome> | undefined;
  const runOnce = async (now: Date): Promise<MorningDigestOutcome> => {
    if (dayDone === romeDay(now)) return { kind: 'done-already', day: dayDone };
    const outcome = await runMorningDigest(now, deps);
    if (outcome.kind === 'done-already' || outcome.kind === 'nothing-to-list' || outcome.kind === 'sent') dayDone = outcome.day;
    return outcome;
  };
  return {
    run() {
      running ??= runOnce(options.now()).finally(() => {
        running = undefined;
      });
      return running;
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** One run at `now` (a scheduler's tick). Never throws: what went wrong is logged and returned. */
export async function runMorningDigest(now: Date, deps: MorningDigestDependencies): Promise<MorningDigestOutcome> {
  const day = romeDay(now);
  const opensAt = romeInstant(`${day} ${MORNING_DIGEST_TIME}`);
  if (opensAt === undefined || now.getTime() < opensAt.getTime()) return { kind: 'too-early' };
  if (deps.mailer === undefined) return { kind: 'not-configured' };
  const claim = { token: crypto.randomUUID(), claimedAt: now, expiresAt: new Date(now.getTime() + (deps.claimMs ?? DEFAULT_CLAIM_MS)) };
  let leads: StoredLead[];
  try {
    if (!(await deps.store.claimMorningDigest(day, claim))) return { kind: 'done-already', day };
    leads = await deps.store.listLeads(waitingOver24hFilter(now));
    if (leads.length > 0) await deps.mailer.send(composeMorningDigest(day, leads, deps));
  } catch (error) {
    // The store or the SMTP server failed: the claim goes back (or expires, if the store is gone) and the next run tries again.
    const code = errorCode(error);
    await deps.store.releaseMorningDigest(day, claim.token, code).catch(() => undefined);
    deps.logger.error('morning_digest_failed', {
      day,
      errorCode: code,
      message: 'The morning digest was not sent: the next run tries again.',
    });
    return { kind: 'failed', day, error: code };
  }
  // Should this write fail, the claim expires and the digest goes out once more: harmless, and rare.
  await deps.store.markMorningDigestSent(day, claim.token, now).catch((error: unknown) => {
    deps.logger.error('morning_digest_not_recorded', { day, errorCode: errorCode(error) });
  });
  if (leads.length === 0) return { kind: 'nothing-to-list', day };
  deps.logger.info('morning_digest_sent', { day, leads: leads.length });
  return { kind: 'sent', day, leads: leads.length };
}

const receivedAtFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: ROME_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

function firstName(lead: StoredLead): string {
  const name = 'nome' in lead.payload ? headerSafe(lead.payload.nome) : '';
  return name === '' ? '(senza nome)' : name;
}

/** The digest, in Italian: one line per lead (type, first name, when it came, oldest first), and the way to the inbox. */
export function composeMorningDigest(
  day: string,
  leads: readonly StoredLead[],
  deps: Pick<MorningDigestDependencies, 'ownerAddress' | 'inboxUrl'>,
): LeadEmail {
  const count = leads.length === 1 ? '1 richiesta' : `${leads.length} richieste`;
  const lines = leads.map((lead) => ({
    type: lead.type,
    name: firstName(lead),
    receivedAt: receivedAtFormat.format(new Date(lead.receivedAt)),
  }));
  const intro =
    leads.length === 1
      ? 'questa richiesta è ancora «nuovo», senza risposta, da più di 24 ore:'
      : 'queste richieste sono ancora «nuovo», senza risposta, da più di 24 ore:';
  const text = [
    'Buongiorno,',
    intro,
    '',
    ...lines.map((line) => `- ${line.type} – ${line.name} – ricevuta ${line.receivedAt}`),
    '',
    `Apri le richieste: ${deps.inboxUrl}`,
  ].join('\n');
  // hono/html escapes every value written into the template; the list items are its own, so kept as markup.
  const items = lines.map((line) => html`<li>${line.type} – <strong>${line.name}</strong> – ricevuta ${line.receivedAt}</li>\n`);
  const page = html`<!doctype html>
<html><body style="font-family:sans-serif">
<p>Buongiorno,<br>${intro}</p>
<ul>
${items}</ul>
<p><a href="${deps.inboxUrl}">Apri le richieste</a></p>
</body></html>`;
  if (page instanceof Promise) throw new Error('The morning digest waited for a value: only strings belong in it.');
  return {
    // The same Message-ID on every attempt of the day's digest (mailer.ts).
    leadId: `digest-${day}`,
    subject: `[Sito] ${count} senza risposta da più di 24 ore`,
    replyTo: { name: '', address: deps.ownerAddress },
    text,
    html: page.toString(),
  };
}
