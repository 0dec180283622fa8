/**
 * The send-contact-email function as a web-standard Hono app (`app.fetch(request, env)` is
 * Request → Response), so it runs unchanged on Node or a serverless runtime.
 *
 * It answers POST and OPTIONS on its own root path `/`; the host mounts it at
 * SEND_CONTACT_EMAIL_MOUNT_PATH with `root.route(SEND_CONTACT_EMAIL_MOUNT_PATH, app)`.
 * Pipeline: origin → rate limit → body (type, size, JSON or form) → schema → spam score → store → answer;
 * the e-mail to the agency is queued through `onLeadStored` and sent after the answer. A lead the score
 * calls spam is stored with its reasons, answered exactly like any other, and never mailed.
 * A form sent without JavaScript (application/x-www-form-urlencoded) gets the same pipeline and an
 * Italian page as its answer (form-post-page.ts).
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { type RequestIdVariables, requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { CONTACT_TYPES, HONEYPOT_FIELD } from '../../schema/contact.ts';
import type { ContactType } from '../../schema/contact.ts';
import { ANALYTICS_MOUNT_PATH } from './analytics.ts';
import { resolveClientAddress } from './client-address.ts';
import { ownOrigin } from './own-origin.ts';
import { messageFingerprint, payloadFingerprint } from './fingerprint.ts';
import { timeOrderedUuid } from './lead-id.ts';
import { errorCode } from './log.ts';
import type { Logger } from './log.ts';
import type { BurstCounter, RateLimiter } from './rate-limit.ts';
import { assessSpam } from './spam.ts';
import type { LeadStore } from './store.ts';
import { formPostPageHtml } from './form-post-page.ts';
import { visitorReplyRequest } from './visitor-reply.ts';
import {
  BODY_UNREADABLE,
  bodyFormat,
  formFieldsAsPayload,
  MAX_BODY_BYTES,
  readRequestBody,
  TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE,
  validateContactPayload,
} from './validate.ts';
import type { ErrorBody } from './validate.ts';

export const SEND_CONTACT_EMAIL_MOUNT_PATH = '/functions/v1/send-contact-email';

/** Addresses under the functions' prefix, however their slashes and letter case are written (`/Functions//v1/…`). */
export function isFunctionPath(pathname: string): boolean {
  const normalised = pathname.replace(/[/\\]+/g, '/').toLowerCase();
  return normalised === '/functions' || normalised === '/functions/' || normalised.startsWith('/functions/');
}

const FUNCTION_NOT_FOUND: ErrorBody = {
  error: 'not_found',
  message: `Nothing answers at this address; the form function is at ${SEND_CONTACT_EMAIL_MOUNT_PATH}.`,
};

/**
 * Answers every request under the functions' prefix that the function itself did not answer (a trailing
 * slash, doubled slashes, another letter case, another name) with a JSON 404, as a client of the function
 * expects, instead of the host's page or plain text. Register it after the function and before the site.
 */
export function functionPathNotFound(): MiddlewareHandler {
  return async (c, next) => (isFunctionPath(c.req.path) ? functionNotFound(c) : next());
}

/** The JSON 404 of an address the function does not answer. */
export function functionNotFound(c: Context): Response {
  return c.json(FUNCTION_NOT_FOUND, 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
}

/**
 * Mounts the function's app on `root` at SEND_CONTACT_EMAIL_MOUNT_PATH, its measurement endpoint (analytics.ts) beside it
 * under the same prefix, and the JSON 404 for the rest of the prefix.
 */
export function mountSendContactEmail(root: Hono, app: Hono, events?: Hono): void {
  root.route(SEND_CONTACT_EMAIL_MOUNT_PATH, app);
  if (events !== undefined) root.route(ANALYTICS_MOUNT_PATH, events);
  root.use('*', functionPathNotFound());
}

export interface SendContactEmailAppOptions {
  /** Origins allowed to post cross-origin; the request's own origin is always allowed. */
  siteOrigins: readonly string[];
  /** Number of trusted proxies appending to X-Forwarded-For; 0 ignores the header. */
  trustedProxyHops: number;
  duplicateWindowMs: number;
  store: LeadStore;
  rateLimiter: RateLimiter;
  spam: SpamOptions;
  logger: Logger;
  /** Whether an SMTP server is configured; without one leads are stored as 'not_configured'. */
  mailConfigured: boolean;
  /** Whether the visitors are answered (visitor-reply.ts): the e-mail copy was handed over and SMTP is configured. */
  answersVisitors?: boolean;
  /** The newsletter notice of the site file (the text after 'Iscrizione completata!'), shown and kept as consent proof. */
  newsletterNotice?: string;
  /** The runtime's socket address for this request (Node: `c.env.incoming.socket.remoteAddress`). */
  socketAddress?: (c: Context) => string | undefined;
  /** What `GET …/health` reports: the state of the store and of mail delivery, never personal data. */
  health?: () => Promise<HealthReport>;
  /** Called after a new lead is stored, before the answer; must only queue work (Node) or hand it to waitUntil. */
  onLeadStored?: (leadId: string, c: Context) => void;
  /**
   * Set when alerts are configured (ALERT_WEBHOOK_URLS): a lead that is not spam is stored with its alert in the outbox,
   * and this starts sending it after the answer, like `onLeadStored`.
   */
  onAlertQueued?: (leadId: string, c: Context) => void;
  now?: () => Date;
}

export interface SpamOptions {
  /** Counts the submissions of every address together, for the burst signal. */
  burstCounter: BurstCounter;
  /** Submissions per burst window beyond which each one adds to its spam score. */
  burstLimit: number;
  /** How far back the same submission or the same message from other addresses counts as repeated. */
  repeatWindowMs: number;
}

/** How far back a repeated submission or message counts, by default: a day. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface HealthReport {
  /** False while leads cannot be stored: the function then answers 503. */
  ok: boolean;
  [detail: string]: unknown;
}

export type RequestOutcome =
  | 'stored'
  | 'spam'
  | 'duplicate'
  | 'honeypot'
  | 'invalid'
  | 'malformed_json'
  | 'malformed_form'
  | 'body_unreadable'
  | 'too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'origin_denied'
  | 'rate_limited'
  | 'preflight'
  | 'storage_failed';

type AcceptedBody = { ok: true; id: string };

type Reply = ({ status: 204; body: null } | { status: 202 | 400 | 403 | 405 | 413 | 415 | 429 | 503; body: AcceptedBody | ErrorBody }) & {
  outcome: RequestOutcome;
  headers?: Record<string, string>;
  type?: ContactType | undefined;
  leadId?: string;
  invalidFields?: string;
  spamReasons?: string;
};

/** What one request did, for its log line. */
type RequestRecord = Pick<Reply, 'outcome' | 'type' | 'leadId' | 'invalidFields' | 'spamReasons'>;

type FunctionEnv = {
  Variables: RequestIdVariables & {
    record: RequestRecord;
    burstCount: number;
    /** What the request carried, kept for the page that answers a plain form even when a later step throws. */
    submitted: unknown;
    /** The client's address as the rate limit counted it. */
    clientAddress: string;
  };
};

const ALLOWED_METHODS = ['POST', 'OPTIONS'];
/** A proxy's request id: a UUID, nginx's 32 hex digits; anything longer is replaced by the function's own. */
const MAX_PROXY_REQUEST_ID_LENGTH = 64;

export function createSendContactEmailApp(options: SendContactEmailAppOptions): Hono {
  const now = options.now ?? (() => new Date());
  const allowedOrigins = new Set(options.siteOrigins);
  const originAllowed = (c: Context, origin: string | undefined) =>
    origin === undefined || allowedOrigins.has(origin) || origin === ownOrigin(c, options);
  const app = new Hono<FunctionEnv>();
  // HSTS is the host's decision (it knows whether it serves HTTPS); the site's server adds it.
  app.use('*', secureHeaders({ strictTransportSecurity: false, xFrameOptions: 'DENY', referrerPolicy: 'strict-origin-when-cross-origin' }));

  app.get('/health', async (c) => {
    const report = (await options.health?.()) ?? { ok: true };
    return c.json(report, report.ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  });

  /** Answers a form sent without JavaScript with a page, anything else with JSON; every answer is logged once. */
  const answer = (c: Context<FunctionEnv>, reply: Reply): Response | Promise<Response> => {
    c.set('record', reply);
    const submitted = c.get('submitted');
    const headers = { ...reply.headers };
    if (reply.body === null) return c.body(null, reply.status, headers);
    if (bodyFormat(c.req.header('content-type')) === 'form') {
      const origin = c.req.header('origin');
      const page = formPostPageHtml({
        accepted: reply.status === 202,
        type: reply.type,
        fields: isRecord(submitted) ? submitted : undefined,
        invalidFields: reply.invalidFields?.split(',') ?? [],
        action: new URL(c.req.url).pathname,
        ...(options.newsletterNotice === undefined ? {} : { newsletterNotice: options.newsletterNotice }),
        backTo: pageOnSite(c.req.header('referer'), originAllowed(c, origin) ? origin : undefined, [
          ...allowedOrigins,
          ownOrigin(c, options),
        ]),
      });
      return c.html(page, reply.status, headers);
    }
    return c.json(reply.body, reply.status, headers);
  };

  /** The request's body, read at most to MAX_BODY_BYTES: a longer one gets 413, whatever Content-Length said. */
  const readBodyWithinLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // What is left of a body announced by Content-Length is dropped, so Node's server can read it away and the 413
      // reaches the client: without this, 15 of 30 posts of 1.5 MB on loopback ended in a reset connection instead of
      // the answer (12 of 30 with fetch). A chunked body is locked by the middleware's own reader and cannot be
      // dropped here; an oversized chunked post of 1.5 MB is reset about half the time, as it was before hono/body-limit.
      c.req.raw.body?.cancel().catch(() => undefined);
      return answer(c, TOO_LARGE);
    },
  });

  // An X-Request-Id the request brings is kept only behind a trusted proxy, which sets it so its log and this one join;
  // a visitor's own is replaced (as its X-Forwarded-For is ignored), so no one names a log line but the function.
  const requestIds = requestId({ limitLength: options.trustedProxyHops > 0 ? MAX_PROXY_REQUEST_ID_LENGTH : 0 });
  app.use('/', requestIds, async (c, next) => {
    const startedAt = performance.now();
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    if (c.req.method === 'OPTIONS' && c.res.status === 204) c.res.headers.set('Allow', ALLOWED_METHODS.join(', '));
    // Only the preflight, answered by hono/cors, leaves no record.
    const record: RequestRecord = c.get('record') ?? { outcome: 'preflight' };
    options.logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      type: record.type,
      outcome: record.outcome,
      status: c.res.status,
      leadId: record.leadId,
      invalidFields: record.invalidFields,
      spamReasons: record.spamReasons,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    });
  });
  // The function's own policy before CORS: an origin it does not serve is refused, its preflight too.
  app.use('/', async (c, next) => {
    if (originAllowed(c, c.req.header('origin'))) return next();
    c.header('Vary', 'Origin');
    return answer(c, ORIGIN_DENIED);
  });
  app.use(
    '/',
    cors({
      origin: (origin) => (origin === '' ? null : origin),
      allowMethods: ALLOWED_METHODS,
      allowHeaders: ['Content-Type'],
      maxAge: 86_400,
    }),
  );
  app.post(
    '/',
    async (c, next) => {
      const clientAddress = resolveClientAddress(
        c.req.header('x-forwarded-for') ?? null,
        options.socketAddress?.(c),
        options.trustedProxyHops,
      );
      const [decision, burstCount] = await Promise.all([
        options.rateLimiter.consume(clientAddress, now()),
        options.spam.burstCounter.count(now()),
      ]);
      c.set('burstCount', burstCount);
      c.set('clientAddress', clientAddress);
      return decision.allowed ? next() : answer(c, rateLimited(decision.retryAfterSeconds));
    },
    async (c, next) => (bodyFormat(c.req.header('content-type')) === undefined ? answer(c, UNSUPPORTED_MEDIA_TYPE) : next()),
    async (c, next) => {
      // Only reading the body can throw before next() has run: the client stopped sending it.
      let reading = true;
      try {
        return await readBodyWithinLimit(c, () => {
          reading = false;
          return next();
        });
      } catch (error) {
        if (reading) return answer(c, BODY_UNREADABLE);
        throw error;
      }
    },
    async (c) => answer(c, await storeSubmission(c, options, now)),
  );
  app.all('/', (c) => answer(c, METHOD_NOT_ALLOWED));
  // The store failing at any step (the rate limit, the dedupe, the insert) is answered 503, nothing else is said.
  app.onError((error, c) => {
    options.logger.error('request_error', { requestId: c.get('requestId'), errorCode: errorCode(error) });
    return answer(c, STORAGE_FAILED);
  });

  // Hosts mount it as a plain app: the variables above are the function's own.
  return new Hono().route('/', app);
}

async function storeSubmission(c: Context<FunctionEnv>, options: SendContactEmailAppOptions, now: () => Date): Promise<Reply> {
  const body = await readRequestBody(c.req.raw);
  if (!body.ok) return { status: body.rejection.status, body: body.rejection.body, outcome: body.rejection.outcome };
  const submitted = body.format === 'form' ? formFieldsAsPayload(body.value, now()) : body.value;
  c.set('submitted', submitted);
  const burstCount = c.get('burstCount');
  const declaredType = knownType(submitted);
  const honeypotFilled = isHoneypotFilled(submitted);

  const validation = validateContactPayload(submitted);
  if (!validation.ok && honeypotFilled) {
    // A bot's invalid payload: nothing to store as a lead, and nothing in the answer tells it what was wrong.
    await options.store.recordHoneypotHit(now(), declaredType).catch((error: unknown) => {
      options.logger.warn('honeypot_count_failed', { errorCode: errorCode(error) });
    });
    return { status: 202, body: { ok: true, id: timeOrderedUuid(now().getTime()) }, outcome: 'honeypot', type: declaredType };
  }
  if (!validation.ok) {
    return {
      status: 400,
      body: validation.body,
      outcome: 'invalid',
      type: declaredType,
      invalidFields: validation.fields.map((field) => field.path).join(','),
    };
  }

  const payload = validation.payload;
  const receivedAt = now();
  const [payloadHash, textHash] = await Promise.all([payloadFingerprint(payload), messageFingerprint(payload)]);
  const burst = { count: burstCount, limit: options.spam.burstLimit };
  const verdictWithoutRepeats = assessSpam(payload, { burst });
  // Asking the store how often this came lately is spared when the lead is spam already (a flood of bots).
  const verdict = verdictWithoutRepeats.isSpam
    ? verdictWithoutRepeats
    : assessSpam(payload, {
        burst,
        repeats: await options.store.countRepeats({
          payloadHash,
          textHash,
          email: payload.email,
          since: new Date(receivedAt.getTime() - options.spam.repeatWindowMs),
        }),
      });
  const deliveryStatus = options.mailConfigured ? 'pending' : 'not_configured';
  const stored = await options.store.insertLead(
    {
      id: timeOrderedUuid(receivedAt.getTime()),
      receivedAt,
      payload,
      payloadHash,
      textHash,
      deliveryStatus,
      spamReasons: verdict.isSpam ? verdict.reasons : [],
      visitorReply:
        options.answersVisitors === true && options.newsletterNotice !== undefined
          ? visitorReplyRequest(payload, verdict.score, receivedAt, {
              notice: options.newsletterNotice,
              clientAddress: c.get('clientAddress'),
            })
          : undefined,
      alertDue: options.onAlertQueued !== undefined && !verdict.isSpam,
    },
    new Date(receivedAt.getTime() - options.duplicateWindowMs),
  );
  if (stored.isDuplicate) {
    // The same answer as a new lead, with an id of its own: the earlier lead's id would confirm that it exists, and when it came.
    const answerId = timeOrderedUuid(receivedAt.getTime());
    return { status: 202, body: { ok: true, id: answerId }, outcome: 'duplicate', type: payload.type, leadId: stored.id };
  }
  if (verdict.isSpam) {
    // Answered like any lead, so a bot learns nothing; kept for the owner, who may take it out of spam.
    return {
      status: 202,
      body: { ok: true, id: stored.id },
      outcome: 'spam',
      type: payload.type,
      leadId: stored.id,
      spamReasons: verdict.reasons.join(','),
    };
  }
  options.onAlertQueued?.(stored.id, c);
  if (options.mailConfigured) {
    options.onLeadStored?.(stored.id, c);
  } else {
    options.logger.warn('delivery', { leadId: stored.id, outcome: 'not_configured', message: 'SMTP not configured, lead kept' });
  }
  return { status: 202, body: { ok: true, id: stored.id }, outcome: 'stored', type: payload.type, leadId: stored.id };
}

/**
 * Where the page answering a plain form leads back to: the page the form was on (the Referer), when
 * it is on the site; otherwise the site's home. Never another site's address.
 */
function pageOnSite(referer: string | undefined, requestOrigin: string | undefined, siteOrigins: readonly string[]): string {
  if (referer !== undefined && URL.canParse(referer)) {
    const url = new URL(referer);
    if (siteOrigins.includes(url.origin)) return url.href;
  }
  return requestOrigin !== undefined ? `${requestOrigin}/` : '/';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHoneypotFilled(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const honeypot = value[HONEYPOT_FIELD];
  // Any content at all, spaces included: a person never sees the field, so never types in it.
  return typeof honeypot === 'string' && honeypot !== '';
}

const CONTACT_TYPE_VALUES: readonly ContactType[] = Object.values(CONTACT_TYPES);

function knownType(value: unknown): ContactType | undefined {
  if (!isRecord(value)) return undefined;
  const type = value.type;
  return CONTACT_TYPE_VALUES.find((known) => known === type);
}

function rateLimited(retryAfterSeconds: number): Reply {
  return {
    status: 429,
    outcome: 'rate_limited',
    headers: { 'Retry-After': String(retryAfterSeconds) },
    body: {
      error: 'rate_limited',
      message: `Too many submissions from this address; try again in ${retryAfterSeconds} seconds.`,
    },
  };
}

const METHOD_NOT_ALLOWED: Reply = {
  status: 405,
  outcome: 'method_not_allowed',
  headers: { Allow: ALLOWED_METHODS.join(', ') },
  body: { error: 'method_not_allowed', message: 'Use POST to send a submission.' },
};

const ORIGIN_DENIED: Reply = {
  status: 403,
  outcome: 'origin_denied',
  body: { error: 'origin_not_allowed', message: 'Submissions are not accepted from this origin.' },
};

const STORAGE_FAILED: Reply = {
  status: 503,
  outcome: 'storage_failed',
  headers: { 'Retry-After': '30' },
  body: {
    error: 'storage_unavailable',
    message: 'Al momento non riusciamo a salvare la richiesta. Riprova tra qualche minuto, oppure chiamaci o scrivici.',
  },
};
