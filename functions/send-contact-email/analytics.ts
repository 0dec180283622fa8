/**
 * The first-party measurement endpoint, POST /functions/v1/events: what the page's tracker (src/analytics/tracker.ts)
 * sends with sendBeacon. Same function, same store, same runtimes as send-contact-email; nothing it stores names a person:
 * the request's address and user agent only enter a hash with the salt of the day (analytics-store.ts), and are dropped.
 * A visitor asking not to be measured (Global Privacy Control) and a declared crawler are answered and not counted.
 * A sampled view's Web Vitals come to the same address (kind "vitals") and are stored without any visitor key.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { resolveClientAddress } from './client-address.ts';
import { ownOrigin } from './own-origin.ts';
import { sha256Hex } from './fingerprint.ts';
import { ANALYTICS_KINDS, utcDay } from './analytics-store.ts';
import { DEVICE_CLASSES } from './analytics-vitals.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';

export const ANALYTICS_MOUNT_PATH = '/functions/v1/events';

/** One event is a few hundred bytes; anything longer is not the tracker's. */
export const MAX_EVENT_BODY_BYTES = 2048;

const text = (max: number) => z.string().max(max).default('');

export const analyticsEventSchema = z.strictObject({
  kind: z.enum(ANALYTICS_KINDS),
  path: z.string().startsWith('/').max(300),
  referrer: text(253),
  utmSource: text(100),
  utmMedium: text(100),
  utmCampaign: text(100),
  target: text(100),
});

/** A milliseconds figure, kept to the millisecond; a minute is more than any page's real LCP, INP or TTFB. */
const milliseconds = z
  .number()
  .min(0)
  .max(60_000)
  .transform((value) => Math.round(value))
  .optional();

/**
 * A sampled view's Web Vitals (src/analytics/web-vitals.ts), sent once when the page is first hidden: the metrics it had,
 * and the viewport's width class. CLS is kept to four decimals, as web-vitals rounds it for its own thresholds.
 */
export const vitalsRecordSchema = z
  .strictObject({
    kind: z.literal('vitals'),
    path: z.string().startsWith('/').max(300),
    device: z.enum(DEVICE_CLASSES),
    lcp: milliseconds,
    inp: milliseconds,
    ttfb: milliseconds,
    cls: z
      .number()
      .min(0)
      .max(100)
      .transform((value) => Math.round(value * 10_000) / 10_000)
      .optional(),
  })
  .refine((record) => [record.lcp, record.inp, record.ttfb, record.cls].some((value) => value !== undefined), 'no metric');

/** Crawlers that say what they are; a person's browser never does. */
const DECLARED_CRAWLER = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|bingpreview|mediapartners|lighthouse|pingdom|uptime|preview/i;

export interface AnalyticsAppOptions {
  store: AnalyticsStore;
  /** The site's origins: a browser's event from any other page is refused, so no other site can count in these figures. */
  siteOrigins: readonly string[];
  /** Number of trusted proxies appending to X-Forwarded-For; 0 ignores the header. */
  trustedProxyHops: number;
  socketAddress?: (c: Context) => string | undefined;
  logger: Logger;
  now: () => Date;
}

export function createAnalyticsApp(options: AnalyticsAppOptions): Hono {
  const app = new Hono();
  app.use('/', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.post('/', bodyLimit({ maxSize: MAX_EVENT_BODY_BYTES, onError: (c) => c.json({ error: 'too_large' }, 413) }), async (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !options.siteOrigins.includes(origin) && origin !== ownOrigin(c, options))
      return c.json({ error: 'origin_not_allowed' }, 403);
    if (c.req.header('sec-gpc') === '1') return c.body(null, 204);
    const userAgent = c.req.header('user-agent') ?? '';
    if (userAgent === '' || DECLARED_CRAWLER.test(userAgent)) return c.body(null, 204);
    // sendBeacon posts a string as text/plain (no preflight); the body is JSON whatever its declared type.
    const body: unknown = await c.req.json().catch(() => undefined);
    const vitals = vitalsRecordSchema.safeParse(body);
    if (vitals.success) {
      const { path, device, lcp, inp, cls, ttfb } = vitals.data;
      const values = Object.fromEntries(Object.entries({ lcp, inp, cls, ttfb }).filter(([, value]) => value !== undefined));
      try {
        await options.store.recordVitals({ at: options.now(), path, device, values });
      } catch (error) {
        options.logger.error('analytics_store_failed', { errorCode: errorCode(error) });
        return c.json({ error: 'storage_unavailable' }, 503);
      }
      return c.body(null, 204);
    }
    const parsed = analyticsEventSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'invalid_event' }, 400);
    const event = parsed.data;
    const at = options.now();
    const site = new URL(c.req.url).host;
    const address = resolveClientAddress(c.req.header('x-forwarded-for') ?? null, options.socketAddress?.(c), options.trustedProxyHops);
    try {
      const salt = await options.store.saltOfDay(utcDay(at));
      const visitor = (await sha256Hex(`${salt}|${site}|${truncatedAddress(address)}|${userAgent}`)).slice(0, 32);
      await options.store.recordEvent({
        at,
        visitor,
        kind: event.kind,
        path: event.path,
        referrerHost: event.referrer.toLowerCase(),
        utmSource: event.utmSource,
        utmMedium: event.utmMedium,
        utmCampaign: event.utmCampaign,
        target: event.target,
      });
    } catch (error) {
      options.logger.error('analytics_store_failed', { errorCode: errorCode(error) });
      return c.json({ error: 'storage_unavailable' }, 503);
    }
    return c.body(null, 204);
  });
  app.all('/', (c) => c.json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' }));
  return app;
}

/** The address with its host part cut off (IPv4 /24, IPv6 /48), so not even the hash input holds a full address. */
export function truncatedAddress(address: string): string {
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::`;
  return address;
}
