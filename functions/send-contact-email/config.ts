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
}

export interface FunctionConfig {
  siteOrigins: readonly string[];
  /** How many proxies in front of the function append to X-Forwarded-For; 0 means ignore the header. */
  trustedProxyHops: number;
  rateLimit: { maxRequests: number; windowMs: number };
  duplicateWindowMs: number;
  /** `reopenIntervalMs`: how often an unavailable store is tried again. */
  database: { url: string; authToken: string | undefined; fileSync: 'full' | 'normal'; reopenIntervalMs: number };
  /** Undefined when SMTP_HOST is not set: leads are kept with status 'not_configured'. */
  smtp: SmtpConfig | undefined;
  delivery: { retryIntervalMs: number; backoffBaseMs: number; backoffMaxMs: number };
  logLevel: LogLevel;
}

export const DEFAULT_SITE_ORIGINS = 'http://localhost:4173,http://127.0.0.1:4173';
export const DEFAULT_DATABASE_URL = 'file:data/leads.db';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readFunctionConfig(env: FunctionEnv): FunctionConfig {
  return {
    siteOrigins: parseOriginList(env.SITE_ORIGINS ?? DEFAULT_SITE_ORIGINS),
    trustedProxyHops: readTrustedProxyHops(env),
    rateLimit: {
      maxRequests: readInteger(env, 'RATE_LIMIT_MAX', 5, { min: 1 }),
      windowMs: readInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, { min: 1 }) * 1000,
    },
    duplicateWindowMs: readInteger(env, 'DEDUP_WINDOW_SECONDS', 600, { min: 1 }) * 1000,
    database: {
      url: nonEmpty(env.LEADS_DB_URL) ?? DEFAULT_DATABASE_URL,
      authToken: nonEmpty(env.LEADS_DB_AUTH_TOKEN),
      fileSync: readFileSync(env.LEADS_DB_SYNC),
      reopenIntervalMs: readInteger(env, 'LEADS_DB_REOPEN_SECONDS', 5, { min: 1 }) * 1000,
    },
    smtp: readSmtpConfig(env),
    delivery: {
      retryIntervalMs: readInteger(env, 'DELIVERY_RETRY_INTERVAL_SECONDS', 30, { min: 1 }) * 1000,
      backoffBaseMs: readInteger(env, 'DELIVERY_BACKOFF_BASE_SECONDS', 30, { min: 1 }) * 1000,
      backoffMaxMs: readInteger(env, 'DELIVERY_BACKOFF_MAX_SECONDS', 3600, { min: 1 }) * 1000,
    },
    logLevel: readLogLevel(env.LOG_LEVEL),
  };
}

function readSmtpConfig(env: FunctionEnv): SmtpConfig | undefined {
  const host = nonEmpty(env.SMTP_HOST);
  if (host === undefined) return undefined;
  const secure = readBoolean(env, 'SMTP_SECURE', false);
  const from = nonEmpty(env.MAIL_FROM);
  const to = nonEmpty(env.MAIL_TO);
  const missing = [from === undefined ? 'MAIL_FROM' : undefined, to === undefined ? 'MAIL_TO' : undefined].filter(
    (name) => name !== undefined,
  );
  if (from === undefined || to === undefined) {
    throw new ConfigError(`SMTP_HOST is set, so ${missing.join(' and ')} must be set too.`);
  }
  return {
    host,
    port: readInteger(env, 'SMTP_PORT', secure ? 465 : 587, { min: 1, max: 65535 }),
    secure,
    ignoreTls: readBoolean(env, 'SMTP_IGNORE_TLS', false),
    user: nonEmpty(env.SMTP_USER),
    pass: env.SMTP_PASS === '' ? undefined : env.SMTP_PASS,
    from,
    to,
  };
}

function readTrustedProxyHops(env: FunctionEnv): number {
  const raw = nonEmpty(env.TRUST_PROXY)?.toLowerCase();
  if (raw === 'true' || raw === 'yes') return 1;
  if (raw === 'false' || raw === 'no') return 0;
  return readInteger(env, 'TRUST_PROXY', 0, { min: 0, max: 10 });
}

function parseOriginList(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new ConfigError(`SITE_ORIGINS contains "${entry}", which is not an origin like https://www.example.com.`);
      }
    });
}

function readInteger(env: FunctionEnv, name: string, fallback: number, range: { min: number; max?: number }): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(value) || value < range.min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${range.min} to ${max}; got "${raw}".`);
  }
  return value;
}

function readBoolean(env: FunctionEnv, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1/true/yes or 0/false/no; got "${raw}".`);
}

function readFileSync(raw: string | undefined): 'full' | 'normal' {
  const value = nonEmpty(raw)?.toLowerCase() ?? 'full';
  if (value === 'full' || value === 'normal') return value;
  throw new ConfigError(`LEADS_DB_SYNC must be full or normal; got "${raw}".`);
}

function readLogLevel(raw: string | undefined): LogLevel {
  const level = nonEmpty(raw)?.toLowerCase() ?? 'info';
  const known = LOG_LEVELS.find((candidate) => candidate === level);
  if (known === undefined) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}".`);
  }
  return known;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
