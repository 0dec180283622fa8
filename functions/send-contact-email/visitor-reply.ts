/**
 * The automatic answer to a visitor who sent a request (issue 30, part 2): its number ("Richiesta n. 2026-0142"), the
 * type of request, when to expect an answer and who the agency is, in the copy of pages-yaml/_email.yaml.
 *
 * Not a weapon: anyone can type someone else's address into a form, so it goes only to a lead the spam score found
 * nothing against (not spam, not even suspect), at most once a day to one address, never twice for one lead, and it
 * carries nothing the visitor wrote: no name, no message. Never to a newsletter subscription, which has its own mail.
 * It is queued in the transaction that stores the lead (libsql-store.ts), and sent by the delivery pass after the
 * owner's mails, with its own status, attempts and claims (delivery.ts): an outage delays it and never doubles it, and
 * its failure leaves the owner's mail as it is.
 */
import { html } from 'hono/html';
import { CONTACT_TYPES } from '../../schema/contact.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import { VISITOR_REPLY_SLOTS } from '../../schema/email.ts';
import type { EmailCopy, VisitorReplyCopy } from '../../schema/email.ts';
import type { Outbox } from './delivery.ts';
import { headerSafe } from './lead-email.ts';
import type { LeadEmail } from './lead-email.ts';
import { truncatedAddress } from './analytics.ts';
import { mailErrorCode } from './mailer.ts';
import { newsletterLinks } from './newsletter-consent.ts';
import { composeNewsletterConfirmation } from './newsletter-mail.ts';
import type { ClaimedVisitorReply, LeadStore, VisitorReplyRequest } from './store.ts';

/** At most one answer to one address in this long, whatever the leads it sent. */
export const VISITOR_REPLY_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The clock of the request's number's year: the agency's. */
const REFERENCE_TIME_ZONE = 'Europe/Rome';

const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: REFERENCE_TIME_ZONE, year: 'numeric' });

/** RFC 3834: an automatic answer; the second keeps Exchange's out-of-office from answering it in turn. */
const AUTO_REPLY_HEADERS = { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' } as const;

/**
 * Whether a lead just judged is to be answered: not a newsletter subscription, and the spam score found no signal at all
 * (`score` 0: a lead that is only suspect gets no answer either). The address was validated with the payload.
 */
export function visitorReplyRequest(
  payload: ContactPayload,
  spamScore: number,
  receivedAt: Date,
  newsletter: { notice: string; clientAddress: string },
): VisitorReplyRequest | undefined {
  if (spamScore > 0) return undefined;
  return {
    referenceYear: Number(yearFormat.format(receivedAt)),
    oncePerAddressSince: new Date(receivedAt.getTime() - VISITOR_REPLY_INTERVAL_MS),
    // A subscription's mail is the confirmation of newsletter-consent.ts; the notice it was given is the consent's proof.
    // and so is the network it came from, its host part cut off (IPv4 /24, IPv6 /48).
    ...(payload.type === CONTACT_TYPES.newsletter
      ? { consentNotice: newsletter.notice, consentAddress: truncatedAddress(newsletter.clientAddress) }
      : {}),
  };
}

/** The copy with the request's number and type in place of {riferimento} and {tipo}. */
function filled(text: string, reply: ClaimedVisitorReply): string {
  return text.replaceAll(VISITOR_REPLY_SLOTS.reference, reply.reference).replaceAll(VISITOR_REPLY_SLOTS.type, reply.type);
}

/** The answer: plain text and the same in HTML (every value escaped), to the visitor, answerable to `agencyAddress`. */
export function composeVisitorReply(reply: ClaimedVisitorReply, copy: VisitorReplyCopy, agencyAddress: string): LeadEmail {
  const paragraphs = copy.paragraphs.map((paragraph) => filled(paragraph, reply));
  const signature = filled(copy.signature, reply);
  const text = [
    filled(copy.greeting, reply),
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    signature,
    '',
    '-- ',
    ...copy.identity,
  ].join('\n');
  const page = html`<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5">
<p>${filled(copy.greeting, reply)}</p>
${paragraphs.map((paragraph) => html`<p>${paragraph}</p>\n`)}<p>${signature}</p>
<p style="color:#555;font-size:12px">${copy.identity.map((line, index) => (index === 0 ? html`${line}` : html`<br>${line}`))}</p>
</body></html>`;
  // Only strings are written into it, so the template is complete at once, never a promise.
  if (page instanceof Promise) throw new Error('The visitor reply waited for a value: only strings belong in it.');
  return {
    leadId: reply.leadId,
    messageKey: `risposta.${reply.leadId}`,
    recipient: headerSafe(reply.email),
    subject: headerSafe(filled(copy.subject, reply)),
    replyTo: { name: '', address: headerSafe(agencyAddress) },
    headers: AUTO_REPLY_HEADERS,
    text,
    html: page.toString(),
  };
}

/** A 5xx from the server (an unknown mailbox, a refused domain): trying again would only be refused again. */
function refusedForGood(error: unknown): boolean {
  return /^SMTP 5\d\d$/.test(mailErrorCode(error));
}

export interface VisitorReplySettings {
  copy: EmailCopy;
  /** Where the visitor's own answer reaches the agency (MAIL_TO). */
  agencyAddress: string;
  /** The site's public origins (SITE_ORIGINS), for the newsletter's links. */
  siteOrigins: readonly string[];
  /** The function's path on the site, under which the newsletter's pages answer. */
  functionPath: string;
  now: () => Date;
}

/** The answers due, as the delivery pass drains them (delivery.ts): a subscription's is its confirmation (newsletter-mail.ts). */
export function visitorReplyOutbox(store: LeadStore, settings: VisitorReplySettings): Outbox<ClaimedVisitorReply> {
  const { copy, agencyAddress } = settings;
  return {
    event: 'visitor_reply',
    claim: (options) => store.claimDueVisitorReplies(options),
    leadIdOf: (reply) => reply.leadId,
    attemptsOf: (reply) => reply.attempts,
    compose: async (reply) =>
      reply.type === CONTACT_TYPES.newsletter
        ? composeNewsletterConfirmation(
            reply,
            copy.newsletterConfirmation,
            copy.visitorReply.identity,
            await newsletterLinks(store, settings.siteOrigins, settings.functionPath, reply.leadId, settings.now()),
            agencyAddress,
          )
        : composeVisitorReply(reply, copy.visitorReply, agencyAddress),
    markSent: (reply, at, email) => store.markVisitorReplySent(reply.leadId, reply.claimToken, at, email.text),
    markFailed: (reply, failure, error) =>
      store.markVisitorReplyFailed(reply.leadId, reply.claimToken, { ...failure, permanent: refusedForGood(error) }),
    releaseClaims: (leadIds, claimToken) => store.releaseVisitorReplyClaims(leadIds, claimToken),
  };
}
