import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config.ts';
import type { LeadEmail } from './lead-email.ts';

export interface LeadMailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(email: LeadEmail): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtp: SmtpConfig): LeadMailer {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
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
    async send(email) {
      await transport.sendMail({
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
    close() {
      transport.close();
    },
  };
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
