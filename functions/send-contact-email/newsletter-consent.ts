/**
 * The newsletter asks twice (issue 30, part 4; decisions.md). A subscription is stored pending; the visitor's
 * automatic mail (visitor-reply.ts) is, for a subscription, the confirmation: a signed link, usable once, valid 48 hours.
 * The link opens a page of the function with a button that confirms by POST, since mail scanners open every link they
 * see (a GET never confirms). Every newsletter mail carries `List-Unsubscribe` (an https address when the site's is) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): a POST there removes the person. The lead keeps the
 * consent's proof: when it was asked and the notice shown, when the confirmation left and its text, when it was
 * confirmed, and when the person left.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';
import { CONTACT_TYPES } from '../../schema/contact.ts';
import type { NewsletterPagesCopy } from '../../schema/email.ts';
import { functionPage } from './form-post-page.ts';
import type { Logger } from './log.ts';
import { signLink, verifyLink } from './signed-link.ts';
import type { LinkPurpose } from './signed-link.ts';
import type { LeadStore } from './store.ts';

/** How long a confirmation link stays valid. */
export const CONFIRMATION_VALIDITY_MS = 48 * 60 * 60 * 1000;

/** Under the function's own path: `/functions/v1/send-contact-email/newsletter/…`. */
export const NEWSLETTER_PATH = '/newsletter';
const CONFIRM_PATH = '/conferma';
const UNSUBSCRIBE_PATH = '/disiscrizione';

/** The name under which the store keeps the links' key. */
export const NEWSLETTER_LINK_SECRET = 'newsletter-links';

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

/**
 * The two links of a subscription's mails, on the site's public origin: the first https origin of SITE_ORIGINS (else
 * the first one), never one a request named, so no one can have a mail of ours point elsewhere.
 */
export async function newsletterLinks(
  store: LeadStore,
  siteOrigins: readonly string[],
  functionPath: string,
  leadId: string,
  issuedAt: Date,
): Promise<NewsletterLinks> {
  const secret = await store.linkSecret(NEWSLETTER_LINK_SECRET);
  const origin = publicSiteOrigin(siteOrigins);
  const link = async (path: string, purpose: LinkPurpose) =>
    `${origin}${functionPath}${NEWSLETTER_PATH}${path}?t=${await signLink(secret, { leadId, purpose, issuedAt })}`;
  return { confirm: await link(CONFIRM_PATH, 'confirm'), unsubscribe: await link(UNSUBSCRIBE_PATH, 'unsubscribe') };
}

/** The site's public origin: the first https one of SITE_ORIGINS, else the first. */
export function publicSiteOrigin(siteOrigins: readonly string[]): string {
  return siteOrigins.find((candidate) => candidate.startsWith('https://')) ?? siteOrigins[0] ?? '';
}

/** The headers of every newsletter mail (RFC 2369 and RFC 8058): one-click unsubscription by a POST to the link. */
export function listUnsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface NewsletterConsentAppOptions {
  store: LeadStore;
  pages: NewsletterPagesCopy;
  /** The site's home, for the pages' way back. */
  home: string;
  logger: Logger;
  now: () => Date;
}

type PageKind = 'confirm' | 'confirmed' | 'used' | 'expired' | 'invalid' | 'unsubscribe' | 'unsubscribed';

/** The confirmation and unsubscription pages, to mount at NEWSLETTER_PATH under the function. */
export function createNewsletterConsentApp(options: NewsletterConsentAppOptions): Hono {
  const { store, pages, now } = options;
  const app = new Hono();
  app.use('*', secureHeaders({ strictTransportSecurity: false, xFrameOptions: 'DENY', referrerPolicy: 'no-referrer' }));
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  });

  const page = (c: Context, kind: PageKind, status: 200 | 400 | 404 | 410, token?: string) =>
    c.html(pageHtml(pages, kind, options.home, token === undefined ? undefined : { action: c.req.path, token }), status);

  /** What a link's token allows now: the lead it names, or the page that says why not. */
  const check = async (token: string | undefined, purpose: LinkPurpose): Promise<{ leadId: string } | { refusal: PageKind }> => {
    if (token === undefined || token === '') return { refusal: 'invalid' };
    const claims = await verifyLink(await store.linkSecret(NEWSLETTER_LINK_SECRET), token, purpose);
    if (claims === undefined) return { refusal: 'invalid' };
    const lead = await store.getLead(claims.leadId);
    if (lead === undefined || lead.type !== CONTACT_TYPES.newsletter) return { refusal: 'invalid' };
    if (purpose === 'unsubscribe') return { leadId: lead.id };
    if (lead.newsletterConsent?.confirmedAt != null) return { refusal: 'used' };
    if (now().getTime() - claims.issuedAt.getTime() > CONFIRMATION_VALIDITY_MS) return { refusal: 'expired' };
    return { leadId: lead.id };
  };
  const refusalStatus = (kind: PageKind) => (kind === 'invalid' ? 400 : 410);

  app.get(CONFIRM_PATH, async (c) => {
    const token = c.req.query('t');
    const checked = await check(token, 'confirm');
    if ('refusal' in checked) return page(c, checked.refusal, refusalStatus(checked.refusal));
    return page(c, 'confirm', 200, token);
  });
  app.post(CONFIRM_PATH, async (c) => {
    const token = await formToken(c);
    const checked = await check(token, 'confirm');
    if ('refusal' in checked) return page(c, checked.refusal, refusalStatus(checked.refusal));
    // One statement: of two presses at once, one confirms and the other reads "already used".
    if (!(await store.confirmNewsletter(checked.leadId, now()))) return page(c, 'used', 410);
    options.logger.info('newsletter_confirmed', { leadId: checked.leadId });
    return page(c, 'confirmed', 200);
  });
  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('t');
    const checked = await check(token, 'unsubscribe');
    if ('refusal' in checked) return page(c, checked.refusal, refusalStatus(checked.refusal));
    return page(c, 'unsubscribe', 200, token);
  });
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the link itself; the page's button posts the token.
  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const checked = await check(c.req.query('t') ?? (await formToken(c)), 'unsubscribe');
    if ('refusal' in checked) return page(c, checked.refusal, refusalStatus(checked.refusal));
    await store.unsubscribeNewsletter(checked.leadId, now());
    options.logger.info('newsletter_unsubscribed', { leadId: checked.leadId });
    return page(c, 'unsubscribed', 200);
  });
  return app;
}

async function formToken(c: Context): Promise<string | undefined> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const token = body.t;
  return typeof token === 'string' ? token : undefined;
}

function pageHtml(pages: NewsletterPagesCopy, kind: PageKind, home: string, form: { action: string; token: string } | undefined): string {
  const copy = {
    confirm: { title: pages.confirmTitle, text: pages.confirmText, button: pages.confirmButton },
    confirmed: { title: pages.confirmedTitle, text: pages.confirmedText, button: undefined },
    used: { title: pages.usedTitle, text: pages.usedText, button: undefined },
    expired: { title: pages.expiredTitle, text: pages.expiredText, button: undefined },
    invalid: { title: pages.invalidTitle, text: pages.invalidText, button: undefined },
    unsubscribe: { title: pages.unsubscribeTitle, text: pages.unsubscribeText, button: pages.unsubscribeButton },
    unsubscribed: { title: pages.unsubscribedTitle, text: pages.unsubscribedText, button: undefined },
  }[kind];
  const document = functionPage({
    title: copy.title,
    message: copy.text,
    after:
      form !== undefined && copy.button !== undefined
        ? html`<form method="post" action="${form.action}"><input type="hidden" name="t" value="${form.token}"><p><button type="submit">${copy.button}</button></p></form>`
        : '',
    backTo: home,
    backLabel: pages.backToSite,
  });
  if (document instanceof Promise) throw new Error('The newsletter page waited for a value: only strings belong in it.');
  return document.toString();
}
