// A namespace import lets esbuild (wrangler's bundler) leave out zod's 40 locales: the Worker is 63 KB gzipped instead of 129.
import * as z from 'zod';
import type { LogLevel } from './log.ts';
import { LOG_LEVELS } from './log.ts';

/** Environment variables the function reads; `readFunctionConfig` turns them into `FunctionConfig`. */
export type FunctionEnv = Readonly<Record<string, string | undefined>>;

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  ignoreTls: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  to: string;
  /** Pooled connections, and so messages sent at the same time. */
  maxConnections: number;
}

export interface FunctionConfig {
  siteOrigins: readonly string[];
  /** How many proxies in front of the function append to X-Forwarded-For; 0 means ignore the header. */
  trustedProxyHops: number;
  rateLimit: { maxRequests: number; windowMs: number };
  duplicateWindowMs: number;
  /** The spam score's burst limit: submissions from all addresses together per window beyond which each one is suspect. */
  spamBurst: { maxRequests: number; windowMs: number };
  /** Leads older than this are purged (daily, by the delivery loop). */
  retentionMs: number;
  /** `reopenIntervalMs`: how often an unavailable store is tried again. */
  database: { url: string; authToken: string | undefined; fileSync: 'full' | 'normal'; reopenIntervalMs: number };
  /** Undefined when SMTP_HOST is not set: leads are kept with status 'not_configured'. */
  smtp: SmtpConfig | undefined;
  /** `probeIntervalMs`: while the SMTP server cannot be reached, how often it is tried without sending. */
  delivery: { retryIntervalMs: number; backoffBaseMs: number; backoffMaxMs: number; probeIntervalMs: number };
  /**
   * How the scheduled job (scheduled-deploy.ts) starts the deploy again when a scheduled page's time has come: a host's
   * deploy hook, POSTed to (every runtime), or a shell command (the Node server only). Neither: the job only logs.
   */
  /** `checkIntervalMs`: the Node server only, how often it looks for a scheduled page whose time has come. */
  deploy: { hookUrl: string | undefined; command: string | undefined; checkIntervalMs: number };
  /** Undefined when ALERT_WEBHOOK_URLS is not set: no lead waits for an alert. */
  alerts: AlertConfig | undefined;
  logLevel: LogLevel;
}

/** How the owner hears of a lead in seconds: a webhook per URL for each lead that is not spam (alerts.ts). */
export interface AlertConfig {
  urls: readonly string[];
  /** The Standard Webhooks secret's key bytes (after `whsec_`, base64-decoded); undefined leaves alerts unsigned. */
  secret: Uint8Array<ArrayBuffer> | undefined;
  format: AlertFormat;
  /** Where the owner's inbox is on the site (the first of SITE_ORIGINS): an alert links to its lead there. */
  inboxUrl: string;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const ALERT_FORMATS = ['json', 'telegram', 'slack', 'ntfy'] as const;
export type AlertFormat = (typeof ALERT_FORMATS)[number];

export const DEFAULT_SITE_ORIGINS = 'http://localhost:4173,http://127.0.0.1:4173';
/** Where the hosts mount the owner's app (site-server/admin.ts, ADMIN_PATH), which opens the lead named by `?lead=`. */
export const INBOX_PATH = '/admin/';
export const DEFAULT_DATABASE_URL = 'file:data/leads.db';
/** 24 months, the figure the privacy policy states (pages-yaml/privacy-policy.yaml); a test keeps the two in step. */
export const DEFAULT_RETENTION_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A variable that is unset, empty or only spaces counts as unset; others are trimmed. */
const setting = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

interface Range {
  min: number;
  max?: number;
}

function wholeNumberText(name: string, { min, max = Number.MAX_SAFE_INTEGER }: Range) {
  return z
    .string()
    .refine((raw) => Number.isInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) => `${name} must be a whole number from ${min} to ${max}; got "${String(issue.input)}".`,
    })
    .transform(Number);
}

function wholeNumber(name: string, fallback: number, range: Range) {
  return setting.pipe(wholeNumberText(name, range).default(fallback));
}

function seconds(name: string, fallback: number, range: Range) {
  return wholeNumber(name, fallback, range).transform((value) => value * 1000);
}

function flag(name: string, fallback: boolean) {
  return setting.pipe(
    z
      .string()
      .toLowerCase()
      .pipe(
        z.enum(['1', 'true', 'yes', '0', 'false', 'no'], {
          error: (issue) => `${name} must be 1/true/yes or 0/false/no; got "${String(issue.input)}".`,
        }),
      )
      .transform((value) => ['1', 'true', 'yes'].includes(value))
      .default(fallback),
  );
}

function oneOf<const Values extends readonly [string, ...string[]]>(
  name: string,
  values: Values,
  fallback: Values[number],
  describe: string,
) {
  return setting.pipe(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(values, { error: (issue) => `${name} must be ${describe}; got "${String(issue.input)}".` }))
      .default(fallback),
  );
}

const originList = setting.pipe(
  z
    .string()
    .default(DEFAULT_SITE_ORIGINS)
    .transform((list, context) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .flatMap((entry) => {
          if (URL.canParse(entry)) return [new URL(entry).origin];
          context.addIssue({
            code: 'custom',
            message: `SITE_ORIGINS contains "${entry}", which is not an origin like https://www.example.com.`,
          });
          return [];
        }),
    ),
);

/** ALERT_WEBHOOK_URLS: http(s) addresses separated by commas; none when unset. */
const alertUrlList = setting.transform((list, context) =>
  (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .flatMap((entry) => {
      if (URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol)) return [entry];
      context.addIssue({
        code: 'custom',
        message: `ALERT_WEBHOOK_URLS contains "${entry}", which is not an http:// or https:// address.`,
      });
      return [];
    }),
);

/** The Standard Webhooks form: `whsec_` and the base64 of 24 to 64 random bytes. */
const webhookSecret = z.string().transform((raw, context) => {
  const encoded = raw.startsWith('whsec_') ? raw.slice('whsec_'.length) : undefined;
  const key = encoded !== undefined && /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ? base64Bytes(encoded) : undefined;
  if (key !== undefined && key.length >= 24 && key.length <= 64) return key;
  context.addIssue({
    code: 'custom',
    message:
      'ALERT_WEBHOOK_SECRET must be whsec_ followed by the base64 of 24 to 64 random bytes (e.g. whsec_ and `openssl rand -base64 32`).',
  });
  return z.NEVER;
});

function base64Bytes(encoded: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** TRUST_PROXY: a number of proxies, or true/yes (one) and false/no (none). */
const trustedProxyHops = setting
  .transform((raw) => {
    const lower = raw?.toLowerCase();
    if (lower === 'true' || lower === 'yes') return '1';
    if (lower === 'false' || lower === 'no') return '0';
    return raw;
  })
  .pipe(wholeNumberText('TRUST_PROXY', { min: 0, max: 10 }).default(0));

const envSchema = z
  .object({
    SITE_ORIGINS: originList,
    TRUST_PROXY: trustedProxyHops,
    RATE_LIMIT_MAX: wholeNumber('RATE_LIMIT_MAX', 5, { min: 1 }),
    RATE_LIMIT_WINDOW_SECONDS: seconds('RATE_LIMIT_WINDOW_SECONDS', 60, { min: 1 }),
    DEDUP_WINDOW_SECONDS: seconds('DEDUP_WINDOW_SECONDS', 600, { min: 1 }),
    SPAM_BURST_MAX: wholeNumber('SPAM_BURST_MAX', 20, { min: 1 }),
    SPAM_BURST_WINDOW_SECONDS: seconds('SPAM_BURST_WINDOW_SECONDS', 60, { min: 1 }),
    LEADS_RETENTION_DAYS: wholeNumber('LEADS_RETENTION_DAYS', DEFAULT_RETENTION_DAYS, { min: 1, max: 36_500 }),
    LEADS_DB_URL: setting.default(DEFAULT_DATABASE_URL),
    LEADS_DB_AUTH_TOKEN: setting,
    LEADS_DB_SYNC: oneOf('LEADS_DB_SYNC', ['full', 'normal'], 'full', 'full or normal'),
    LEADS_DB_REOPEN_SECONDS: seconds('LEADS_DB_REOPEN_SECONDS', 5, { min: 1 }),
    SMTP_HOST: setting,
    SMTP_SECURE: flag('SMTP_SECURE', false),
    SMTP_PORT: setting.pipe(wholeNumberText('SMTP_PORT', { min: 1, max: 65535 }).optional()),
    SMTP_IGNORE_TLS: flag('SMTP_IGNORE_TLS', false),
    SMTP_USER: setting,
    // A password is taken as typed: spaces may be part of it.
    SMTP_PASS: z
      .string()
      .optional()
      .transform((pass) => (pass === '' ? undefined : pass)),
    SMTP_MAX_CONNECTIONS: wholeNumber('SMTP_MAX_CONNECTIONS', 5, { min: 1, max: 100 }),
    MAIL_FROM: setting,
    MAIL_TO: setting,
    DELIVERY_RETRY_INTERVAL_SECONDS: seconds('DELIVERY_RETRY_INTERVAL_SECONDS', 30, { min: 1 }),
    DELIVERY_BACKOFF_BASE_SECONDS: seconds('DELIVERY_BACKOFF_BASE_SECONDS', 30, { min: 1 }),
    DELIVERY_BACKOFF_MAX_SECONDS: seconds('DELIVERY_BACKOFF_MAX_SECONDS', 3600, { min: 1 }),
    DELIVERY_PROBE_SECONDS: seconds('DELIVERY_PROBE_SECONDS', 15, { min: 1 }),
    DEPLOY_HOOK_URL: setting.pipe(
      z
        .string()
        .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), {
          error: (issue) => `DEPLOY_HOOK_URL must be an http:// or https:// address; got "${String(issue.input)}".`,
        })
        .optional(),
    ),
    DEPLOY_COMMAND: setting,
    // Every minute by default, as a Cron Trigger's `* * * * *`: a scheduled page is online within a minute plus the host's build.
    DEPLOY_CHECK_SECONDS: seconds('DEPLOY_CHECK_SECONDS', 60, { min: 1 }),
    ALERT_WEBHOOK_URLS: alertUrlList,
    ALERT_WEBHOOK_SECRET: setting.pipe(webhookSecret.optional()),
    ALERT_FORMAT: oneOf('ALERT_FORMAT', ALERT_FORMATS, 'json', `one of ${ALERT_FORMATS.join(', ')}`),
    ALERT_RETRY_BASE_SECONDS: seconds('ALERT_RETRY_BASE_SECONDS', 5, { min: 1 }),
    ALERT_RETRY_MAX_SECONDS: seconds('ALERT_RETRY_MAX_SECONDS', 600, { min: 1 }),
    LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, 'info', `one of ${LOG_LEVELS.join(', ')}`),
  })
  .superRefine((env, context) => {
    // The generic format is for receivers of one's own (a CRM, a script): they can only trust what is signed.
    if (env.ALERT_WEBHOOK_URLS.length > 0 && env.ALERT_FORMAT === 'json' && env.ALERT_WEBHOOK_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        message: 'ALERT_WEBHOOK_URLS is set with ALERT_FORMAT=json, so ALERT_WEBHOOK_SECRET (whsec_…) must be set too.',
      });
    }
  })
  .superRefine((env, context) => {
    if (env.SMTP_HOST === undefined) return;
    const missing = (['MAIL_FROM', 'MAIL_TO'] as const).filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      context.addIssue({ code: 'custom', message: `SMTP_HOST is set, so ${missing.join(' and ')} must be set too.` });
    }
  });

type ParsedEnv = z.infer<typeof envSchema>;

export function readFunctionConfig(env: FunctionEnv): FunctionConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues[0]?.message ?? 'The environment is not valid.');
  const settings = parsed.data;
  return {
    siteOrigins: settings.SITE_ORIGINS,
    trustedProxyHops: settings.TRUST_PROXY,
    rateLimit: { maxRequests: settings.RATE_LIMIT_MAX, windowMs: settings.RATE_LIMIT_WINDOW_SECONDS },
    duplicateWindowMs: settings.DEDUP_WINDOW_SECONDS,
    spamBurst: { maxRequests: settings.SPAM_BURST_MAX, windowMs: settings.SPAM_BURST_WINDOW_SECONDS },
    retentionMs: settings.LEADS_RETENTION_DAYS * DAY_MS,
    database: {
      url: settings.LEADS_DB_URL,
      authToken: settings.LEADS_DB_AUTH_TOKEN,
      fileSync: settings.LEADS_DB_SYNC,
      reopenIntervalMs: settings.LEADS_DB_REOPEN_SECONDS,
    },
    smtp: smtpConfig(settings),
    delivery: {
      retryIntervalMs: settings.DELIVERY_RETRY_INTERVAL_SECONDS,
      backoffBaseMs: settings.DELIVERY_BACKOFF_BASE_SECONDS,
      backoffMaxMs: settings.DELIVERY_BACKOFF_MAX_SECONDS,
      probeIntervalMs: settings.DELIVERY_PROBE_SECONDS,
    },
    deploy: { hookUrl: settings.DEPLOY_HOOK_URL, command: settings.DEPLOY_COMMAND, checkIntervalMs: settings.DEPLOY_CHECK_SECONDS },
    alerts: alertConfig(settings),
    logLevel: settings.LOG_LEVEL,
  };
}

function alertConfig(settings: ParsedEnv): AlertConfig | undefined {
  if (settings.ALERT_WEBHOOK_URLS.length === 0) return undefined;
  const siteOrigin = settings.SITE_ORIGINS[0] ?? new URL(DEFAULT_SITE_ORIGINS.split(',')[0] ?? '').origin;
  return {
    urls: settings.ALERT_WEBHOOK_URLS,
    secret: settings.ALERT_WEBHOOK_SECRET,
    format: settings.ALERT_FORMAT,
    inboxUrl: `${siteOrigin}${INBOX_PATH}`,
    backoffBaseMs: settings.ALERT_RETRY_BASE_SECONDS,
    backoffMaxMs: Math.max(settings.ALERT_RETRY_BASE_SECONDS, settings.ALERT_RETRY_MAX_SECONDS),
  };
}

function smtpConfig(settings: ParsedEnv): SmtpConfig | undefined {
  const { SMTP_HOST: host, MAIL_FROM: from, MAIL_TO: to } = settings;
  // The schema refuses SMTP_HOST without both addresses.
  if (host === undefined || from === undefined || to === undefined) return undefined;
  return {
    host,
    port: settings.SMTP_PORT ?? (settings.SMTP_SECURE ? 465 : 587),
    secure: settings.SMTP_SECURE,
    ignoreTls: settings.SMTP_IGNORE_TLS,
    user: settings.SMTP_USER,
    pass: settings.SMTP_PASS,
    from,
    to,
    maxConnections: settings.SMTP_MAX_CONNECTIONS,
  };
}
