/**
 * The mail that confirms a newsletter subscription (newsletter-consent.ts): the visitor's automatic mail when the lead
 * is a subscription. Its link confirms within 48 hours, once; like every newsletter mail it carries List-Unsubscribe and
 * the one-click POST of RFC 8058. It quotes nothing the visitor wrote.
 */
import { html } from 'hono/html';
import type { NewsletterConfirmationCopy } from '../../schema/email.ts';
import { headerSafe } from './lead-email.ts';
import type { LeadEmail } from './lead-email.ts';
import { listUnsubscribeHeaders } from './newsletter-consent.ts';
import type { NewsletterLinks } from './newsletter-consent.ts';
import type { ClaimedVisitorReply } from './store.ts';

export function composeNewsletterConfirmation(
  reply: ClaimedVisitorReply,
  copy: NewsletterConfirmationCopy,
  identity: readonly string[],
  links: NewsletterLinks,
  agencyAddress: string,
): LeadEmail {
  const text = [
    copy.greeting,
    '',
    ...copy.paragraphs.flatMap((paragraph) => [paragraph, '']),
    links.confirm,
    '',
    ...copy.afterLink.flatMap((paragraph) => [paragraph, '']),
    copy.signature,
    '',
    '-- ',
    ...identity,
    '',
    copy.unsubscribe,
    links.unsubscribe,
  ].join('\n');
  const page = html`<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5">
<p>${copy.greeting}</p>
${copy.paragraphs.map((paragraph) => html`<p>${paragraph}</p>\n`)}<p><a href="${links.confirm}">${copy.button}</a></p>
${copy.afterLink.map((paragraph) => html`<p>${paragraph}</p>\n`)}<p>${copy.signature}</p>
<p style="color:#555;font-size:12px">${identity.map((line, index) => (index === 0 ? html`${line}` : html`<br>${line}`))}</p>
<p style="color:#555;font-size:12px">${copy.unsubscribe} <a href="${links.unsubscribe}">${links.unsubscribe}</a></p>
</body></html>`;
  if (page instanceof Promise) throw new Error('The confirmation mail waited for a value: only strings belong in it.');
  return {
    leadId: reply.leadId,
    messageKey: `conferma.${reply.leadId}`,
    recipient: headerSafe(reply.email),
    subject: headerSafe(copy.subject),
    replyTo: { name: '', address: headerSafe(agencyAddress) },
    headers: { 'Auto-Submitted': 'auto-generated', ...listUnsubscribeHeaders(links) },
    text,
    html: page.toString(),
  };
}
