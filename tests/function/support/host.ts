import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { createSendContactEmailService } from '../../../functions/send-contact-email/node.ts';
import type { SendContactEmailService, SendContactEmailServiceOptions } from '../../../functions/send-contact-email/node.ts';

export interface TestHost {
  service: SendContactEmailService;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The function's URL, as the website posts to it. */
  functionUrl: string;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestHostOptions {
  env?: Record<string, string>;
  now?: SendContactEmailServiceOptions['now'];
  logger?: SendContactEmailServiceOptions['logger'];
  /** The visitors' mails' copy (visitor-reply.ts); without it, as without a build, no visitor is answered. */
  emailCopy?: SendContactEmailServiceOptions['emailCopy'];
}

export function smtpEnv(port: number): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: '0',
    SMTP_IGNORE_TLS: '1',
    MAIL_FROM: 'Sito <sito@example.com>',
    MAIL_TO: 'agenzia@example.com',
  };
}

/**
 * Serves the function the way the site's host does: a root Hono app mounting it with
 * `service.mount(root)` before a catch-all, on a real socket, with a
 * fresh SQLite file in a temporary directory.
 */
export async function startTestHost({ env = {}, now, logger, emailCopy }: TestHostOptions = {}): Promise<TestHost> {
  const directory = await mkdtemp(join(tmpdir(), 'send-contact-email-'));
  const databaseUrl = `file:${join(directory, 'nested', 'leads.db')}`;
  const service = await createSendContactEmailService({
    env: { LEADS_DB_URL: databaseUrl, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000', ...env },
    ...(now === undefined ? {} : { now }),
    ...(logger === undefined ? {} : { logger }),
    ...(emailCopy === undefined ? {} : { emailCopy }),
  });
  const root = new Hono();
  service.mount(root);
  root.all('*', (c) => c.text('static site', 404));
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const started = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server: started, port: info.port }));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    service,
    origin,
    functionUrl: `${origin}${service.mountPath}`,
    databaseUrl,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await service.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function waitFor<T>(probe: () => Promise<T | undefined>, description: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2025-01-15T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
  };
}

const acceptedAnswerSchema = z.strictObject({ ok: z.literal(true), id: z.uuid() });

/** The 2xx answer's body, checked to be exactly `{ ok: true, id }`. */
export async function acceptedAnswer(response: Response): Promise<{ ok: true; id: string }> {
  return acceptedAnswerSchema.parse(await response.json());
}
