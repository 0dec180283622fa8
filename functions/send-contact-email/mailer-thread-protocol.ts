import type { SmtpConfig } from './config.ts';
import type { LeadEmail } from './lead-email.ts';

/** Messages between `mailer.ts` (the HTTP server's thread) and `mailer-thread.ts`, sent as JSON strings. */
export type MailerRequest = { kind: 'send'; id: number; email: LeadEmail } | { kind: 'verify'; id: number } | { kind: 'close' };

/** What the main thread needs of a failure: its message, and the codes `mailErrorCode` reads. */
export interface MailerFailure {
  message: string;
  code: string | undefined;
  responseCode: number | undefined;
}

export type MailerReply = { kind: 'done'; id: number } | { kind: 'failed'; id: number; error: MailerFailure };

export interface MailerThreadSettings {
  smtp: SmtpConfig;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Both ends are this codebase, so the checks only tell the message kinds apart.
export function isMailerRequest(value: unknown): value is MailerRequest {
  return isRecord(value) && (value.kind === 'send' || value.kind === 'verify' || value.kind === 'close');
}

export function isMailerReply(value: unknown): value is MailerReply {
  return isRecord(value) && (value.kind === 'done' || value.kind === 'failed') && typeof value.id === 'number';
}

export function isMailerThreadSettings(value: unknown): value is MailerThreadSettings {
  return isRecord(value) && isRecord(value.smtp) && typeof value.smtp.host === 'string';
}
