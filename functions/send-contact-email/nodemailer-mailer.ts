import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config.ts';
import { leadMessageId } from './mailer.ts';
import type { LeadMailer } from './mailer.ts';

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
        messageId: leadMessageId(email.messageKey ?? email.leadId, smtp.from),
        from: smtp.from,
        to: email.recipient ?? smtp.to,
        ...(email.headers === undefined ? {} : { headers: { ...email.headers } }),
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
