// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConfigError, readFunctionConfig } from '../../functions/send-contact-email/config.ts';
import { resolveClientAddress } from '../../functions/send-contact-email/client-address.ts';
import { createJsonLogger } from '../../functions/send-contact-email/log.ts';
import { acceptedAnswer, postJson, smtpEnv, startTestHost, waitFor } from './support/host.ts';
import type { TestHost } from './support/host.ts';
import { contactFormPayload } from './support/payloads.ts';
import { startSmtpServer } from './support/smtp.ts';

// Every test runs real servers, a SQLite worker thread and SMTP sessions: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hostWithCapturedLogs(env: Record<string, string>): Promise<{ host: TestHost; lines: string[] }> {
  const lines: string[] = [];
  const host = await startTestHost({ env, logger: createJsonLogger({ level: 'info', write: (line) => lines.push(line) }) });
  cleanups.push(() => host.close());
  return { host, lines };
}

const logLineSchema = z.record(z.string(), z.unknown());

function parsedLines(lines: readonly string[]): Array<Record<string, unknown>> {
  return lines.map((line) => logLineSchema.parse(JSON.parse(line)));
}

describe('structured logs', () => {
  it('write one JSON line per request and per delivery, with ids and outcomes but no personal data', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const { host, lines } = await hostWithCapturedLogs(smtpEnv(smtp.port));

    const stored = await acceptedAnswer(await postJson(host.functionUrl, contactFormPayload));
    await postJson(host.functionUrl, { ...contactFormPayload, email: 'not-an-address' });
    await postJson(host.functionUrl, { ...contactFormPayload, email: 'robot@bot.example', website: 'http://bot.example' });
    await postJson(host.functionUrl, { type: 'Contatto dal Sito', website: 'http://bot.example' });
    await smtp.waitForMessages(1);
    const entries = await waitFor(async () => {
      const all = parsedLines(lines);
      return all.some((entry) => entry.event === 'delivery') ? all : undefined;
    }, 'the delivery log line');

    const requests = entries.filter((entry) => entry.event === 'request');
    expect(requests.map(({ outcome, status, type }) => ({ outcome, status, type }))).toEqual([
      { outcome: 'stored', status: 202, type: 'Contatto dal Sito' },
      { outcome: 'invalid', status: 400, type: 'Contatto dal Sito' },
      { outcome: 'spam', status: 202, type: 'Contatto dal Sito' },
      { outcome: 'honeypot', status: 202, type: 'Contatto dal Sito' },
    ]);
    for (const entry of requests) {
      expect(entry).toMatchObject({ level: 'info', method: 'POST', requestId: expect.any(String), durationMs: expect.any(Number) });
      expect(Date.parse(String(entry.ts))).not.toBeNaN();
    }
    expect(requests[0]?.leadId).toBe(stored.id);
    expect(requests[1]?.invalidFields).toBe('email');
    expect(requests[2]).toMatchObject({ leadId: expect.any(String), spamReasons: 'honeypot' });
    expect(entries.find((entry) => entry.event === 'delivery')).toMatchObject({
      leadId: stored.id,
      outcome: 'delivered',
      attempts: 1,
    });

    const everything = lines.join('\n');
    for (const personal of ['anna.neri@example.com', 'not-an-address', 'Anna Neri', '+39 030', 'preventivo', '127.0.0.1', 'bot.example']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('says so when SMTP is not configured and the lead is kept', async () => {
    const { host, lines } = await hostWithCapturedLogs({});

    const { id } = await acceptedAnswer(await postJson(host.functionUrl, contactFormPayload));

    expect(parsedLines(lines)).toContainEqual(
      expect.objectContaining({ event: 'delivery', leadId: id, outcome: 'not_configured', message: 'SMTP not configured, lead kept' }),
    );
  });

  it('are silent with LOG_LEVEL=silent', () => {
    const lines: string[] = [];
    const logger = createJsonLogger({ level: readFunctionConfig({ LOG_LEVEL: 'silent' }).logLevel, write: (line) => lines.push(line) });

    logger.error('request', { outcome: 'stored' });

    expect(lines).toEqual([]);
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    expect(readFunctionConfig({})).toEqual({
      siteOrigins: ['http://localhost:4173', 'http://127.0.0.1:4173'],
      trustedProxyHops: 0,
      rateLimit: { maxRequests: 5, windowMs: 60_000 },
      duplicateWindowMs: 600_000,
      spamBurst: { maxRequests: 20, windowMs: 60_000 },
      retentionMs: 730 * 24 * 60 * 60 * 1000,
      database: { url: 'file:data/leads.db', authToken: undefined, fileSync: 'full', reopenIntervalMs: 5_000 },
      smtp: undefined,
      delivery: { retryIntervalMs: 30_000, backoffBaseMs: 30_000, backoffMaxMs: 3_600_000, probeIntervalMs: 15_000 },
      deploy: { hookUrl: undefined, command: undefined, checkIntervalMs: 60_000 },
      alerts: undefined,
      logLevel: 'info',
    });
  });

  it('reads SMTP settings and normalises origins', () => {
    const config = readFunctionConfig({
      SITE_ORIGINS: 'https://www.agenzia.example/ , http://localhost:4173',
      TRUST_PROXY: 'true',
      SMTP_HOST: 'smtp.example.com',
      SMTP_SECURE: 'yes',
      SMTP_USER: 'sito',
      SMTP_PASS: 'segreto',
      MAIL_FROM: 'sito@example.com',
      MAIL_TO: 'agenzia@example.com',
    });

    expect(config.siteOrigins).toEqual(['https://www.agenzia.example', 'http://localhost:4173']);
    expect(config.trustedProxyHops).toBe(1);
    expect(config.smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      ignoreTls: false,
      user: 'sito',
      pass: 'segreto',
      from: 'sito@example.com',
      to: 'agenzia@example.com',
      maxConnections: 5,
    });
  });

  it('reads how the scheduled re-deploy starts the deploy', () => {
    expect(
      readFunctionConfig({
        DEPLOY_HOOK_URL: ' https://api.netlify.com/build_hooks/abc ',
        DEPLOY_COMMAND: './deploy.sh',
        DEPLOY_CHECK_SECONDS: '5',
      }).deploy,
    ).toEqual({
      hookUrl: 'https://api.netlify.com/build_hooks/abc',
      command: './deploy.sh',
      checkIntervalMs: 5_000,
    });
  });

  it.each([
    [{ RATE_LIMIT_MAX: 'cinque' }, 'RATE_LIMIT_MAX must be a whole number from 1 to 9007199254740991; got "cinque".'],
    [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_HOST is set, so MAIL_FROM and MAIL_TO must be set too.'],
    [{ SITE_ORIGINS: 'www.example.com' }, 'SITE_ORIGINS contains "www.example.com", which is not an origin like https://www.example.com.'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent; got "verbose".'],
    [{ LEADS_DB_SYNC: 'off' }, 'LEADS_DB_SYNC must be full or normal; got "off".'],
    [{ DEPLOY_CHECK_SECONDS: '0' }, 'DEPLOY_CHECK_SECONDS must be a whole number from 1 to 9007199254740991; got "0".'],
    [{ TRUST_PROXY: 'forse' }, 'TRUST_PROXY must be a whole number from 0 to 10; got "forse".'],
    [{ SMTP_SECURE: 'magari' }, 'SMTP_SECURE must be 1/true/yes or 0/false/no; got "magari".'],
    [
      { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'a@example.com', MAIL_TO: 'b@example.com', SMTP_PORT: '70000' },
      'SMTP_PORT must be a whole number from 1 to 65535; got "70000".',
    ],
    [
      { DEPLOY_HOOK_URL: 'api.netlify.com/build_hooks/abc' },
      'DEPLOY_HOOK_URL must be an http:// or https:// address; got "api.netlify.com/build_hooks/abc".',
    ],
    [
      { DEPLOY_HOOK_URL: 'ftp://example.com/hook' },
      'DEPLOY_HOOK_URL must be an http:// or https:// address; got "ftp://example.com/hook".',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => readFunctionConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('client address', () => {
  it('uses the socket address unless proxies are trusted, then the entry the nearest proxy appended', () => {
    expect(resolveClientAddress('203.0.113.9', '::ffff:192.0.2.1', 0)).toBe('192.0.2.1');
    expect(resolveClientAddress('198.51.100.1, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('198.51.100.1, 203.0.113.9:51234, 10.0.0.5', '10.0.0.2', 2)).toBe('203.0.113.9');
    expect(resolveClientAddress(null, undefined, 1)).toBe('unknown');
  });
});
