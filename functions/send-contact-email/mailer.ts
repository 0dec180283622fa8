import { Worker } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config.ts';
import type { LeadEmail } from './lead-email.ts';
import { isMailerReply } from './mailer-thread-protocol.ts';
import type { MailerFailure, MailerRequest, MailerThreadSettings } from './mailer-thread-protocol.ts';
import { typeScriptWorkerBootstrap } from './typescript-worker.ts';

export interface LeadMailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(email: LeadEmail): Promise<void>;
  /** Connects and greets the server without sending anything: resolves when it would accept mail. */
  verify(): Promise<void>;
  /** How many messages it sends at the same time (its pooled connections). */
  readonly maxConnections: number;
  close(): void;
}

/** An SMTP failure as the mailer thread reported it, with the codes `mailErrorCode` reads. */
export class SmtpError extends Error {
  override name = 'SmtpError';
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor({ message, code, responseCode }: MailerFailure) {
    super(message);
    this.code = code;
    this.responseCode = responseCode;
  }
}

interface PendingMail {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The SMTP mailer of the Node server: nodemailer's pooled transport on a worker thread of its own
 * (`mailer-thread.ts`), so that composing and writing mails runs in parallel with the HTTP server
 * instead of taking turns with it. The thread starts with the first message, and again after a crash.
 */
export function createSmtpMailer(smtp: SmtpConfig): LeadMailer {
  const pending = new Map<number, PendingMail>();
  let nextId = 0;
  let worker: Worker | undefined;

  const thread = (): Worker => {
    if (worker !== undefined) return worker;
    const started = new Worker(typeScriptWorkerBootstrap(new URL('./mailer-thread.ts', import.meta.url)), {
      eval: true,
      workerData: { smtp } satisfies MailerThreadSettings,
    });
    started.on('message', (serialized: unknown) => {
      const reply: unknown = typeof serialized === 'string' ? JSON.parse(serialized) : undefined;
      if (!isMailerReply(reply)) return;
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.kind === 'done') call?.resolve();
      else call?.reject(new SmtpError(reply.error));
    });
    started.on('error', () => undefined);
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      for (const call of pending.values())
        call.reject(new SmtpError({ message: 'The mailer thread stopped.', code: 'EMAILER_THREAD', responseCode: undefined }));
      pending.clear();
    });
    started.unref();
    worker = started;
    return started;
  };

  const call = (request: (id: number) => MailerRequest): Promise<void> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const started = thread();
      // Referenced only while it has work, so an idle mailer never keeps the process alive.
      started.ref();
      started.postMessage(JSON.stringify(request(id)));
    });

  return {
    maxConnections: smtp.maxConnections,
    send: (email) => call((id) => ({ kind: 'send', id, email })),
    verify: () => call((id) => ({ kind: 'verify', id })),
    close() {
      worker?.postMessage(JSON.stringify({ kind: 'close' } satisfies MailerRequest));
      worker = undefined;
    },
  };
}

/** nodemailer's pooled SMTP transport on the calling thread (`mailer-thread.ts` runs it). */
export function createInThreadSmtpMailer(smtp: SmtpConfig): LeadMailer {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: smtp.maxConnections,
    // A connection is reused for this many messages before it is replaced (nodemailer's default is 100).
    maxMessages: 1000,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ignoreTLS: smtp.ignoreTls,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass },
    // Well under the delivery claim, so a hung server cannot outlive the claim and cause a second send.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    maxConnections: smtp.maxConnections,
    async send(email) {
      await transport.sendMail({
        // The same Message-ID on every attempt: a mail sent again after a crash is recognisably the same message.
        messageId: `<${email.leadId}@${messageIdDomain(smtp.from)}>`,
        from: smtp.from,
        to: smtp.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

function messageIdDomain(from: string): string {
  return /@([^\s>@]+)>?\s*$/.exec(from)?.[1] ?? 'send-contact-email.invalid';
}

/** Errors that say the SMTP server cannot be reached or is not taking mail at all, whatever the message. */
const SERVER_UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'SMTP 421',
]);

export function isServerUnreachable(error: unknown): boolean {
  return SERVER_UNREACHABLE_CODES.has(mailErrorCode(error));
}

/** A short, personal-data-free label for logs, e.g. "ECONNECTION" or "SMTP 550". */
export function mailErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = Object.getOwnPropertyDescriptor(error, 'code')?.value;
    const responseCode = Object.getOwnPropertyDescriptor(error, 'responseCode')?.value;
    if (typeof responseCode === 'number') return `SMTP ${responseCode}`;
    if (typeof code === 'string') return code;
  }
  return 'UNKNOWN';
}

export function mailErrorDescription(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${mailErrorCode(error)}: ${message}`.slice(0, 500);
}
