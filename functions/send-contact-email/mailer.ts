import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config.ts';
import type { LeadEmail } from './lead-email.ts';

export interface LeadMailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(email: LeadEmail): Promise<void>;
  /** Connects and greets the server without sending anything: resolves when it would accept mail. */
  verify(): Promise<void>;
  /** How many messages it sends at the same time (its pooled connections). */
  readonly maxConnections: number;
  close(): void;
}

export function createSmtpMailer(smtp: SmtpConfig): LeadMailer {
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
const SERVER_UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'SMTP 421']);

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
