/**
 * What delivery needs of a mailer, and how its failures are read; no transport here. The transports:
 * `nodemailer-mailer.ts` (Node and Deno, TCP sockets), `mailer-thread-client.ts` (the Node server: the
 * same on a worker thread), `socket-mailer.ts` (Cloudflare Workers, `cloudflare:sockets`).
 */
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

/** An SMTP failure as the mailer thread reported it, with the codes `mailErrorCode` reads. */
export class SmtpError extends Error {
  override name = 'SmtpError';
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor({ message, code, responseCode }: { message: string; code: string | undefined; responseCode: number | undefined }) {
    super(message);
    this.code = code;
    this.responseCode = responseCode;
  }
}

/** The same Message-ID on every attempt: a mail sent again after a crash is recognisably the same message. */
export function leadMessageId(leadId: string, from: string): string {
  return `<${leadId}@${messageIdDomain(from)}>`;
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
