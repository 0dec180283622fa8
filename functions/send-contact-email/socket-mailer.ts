/**
 * The SMTP mailer of a Cloudflare Worker: worker-mailer speaks SMTP over `cloudflare:sockets`
 * (STARTTLS or implicit TLS, AUTH PLAIN/LOGIN), since nodemailer needs Node's sockets. One connection,
 * opened by the first message of a delivery pass and closed with the pass; the same settings
 * (`SMTP_*`, `MAIL_FROM`, `MAIL_TO`) as on Node.
 */
import { WorkerMailer } from 'worker-mailer';
import type { SmtpConfig } from './config.ts';
import { leadMessageId, SmtpError } from './mailer.ts';
import type { LeadMailer } from './mailer.ts';

/** Well under the delivery claim (2 minutes), as on Node: a hung server cannot outlive the claim. */
const SOCKET_TIMEOUT_MS = 10_000;

export function createSocketSmtpMailer(smtp: SmtpConfig): LeadMailer {
  let connection: Promise<WorkerMailer> | undefined;

  const connect = (): Promise<WorkerMailer> => {
    connection ??= WorkerMailer.connect({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      startTls: !smtp.ignoreTls,
      ...(smtp.user === undefined ? {} : { credentials: { username: smtp.user, password: smtp.pass ?? '' } }),
      authType: ['plain', 'login'],
      socketTimeoutMs: SOCKET_TIMEOUT_MS,
      responseTimeoutMs: SOCKET_TIMEOUT_MS,
      logLevel: 4,
    }).catch((error: unknown) => {
      connection = undefined;
      // Whatever stopped the session before a mail was offered means the server cannot take mail now.
      throw new SmtpError({ message: messageOf(error), code: 'ECONNECTION', responseCode: undefined });
    });
    return connection;
  };

  const dropConnection = () => {
    const closing = connection;
    connection = undefined;
    void closing?.then((mailer) => mailer.close()).catch(() => undefined);
  };

  return {
    maxConnections: 1,
    async send(email) {
      const mailer = await connect();
      try {
        await mailer.send({
          from: mailbox(smtp.from),
          to: mailbox(email.recipient ?? smtp.to),
          reply: { name: quotable(email.replyTo.name), email: email.replyTo.address },
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { ...email.headers, 'Message-ID': leadMessageId(email.messageKey ?? email.leadId, smtp.from) },
        });
      } catch (error) {
        const responseCode = smtpReplyCode(messageOf(error));
        if (responseCode === undefined || responseCode === 421) dropConnection();
        throw new SmtpError({ message: messageOf(error), code: responseCode === undefined ? 'ESOCKET' : undefined, responseCode });
      }
    },
    async verify() {
      await connect();
    },
    close: dropConnection,
  };
}

/** `Sito <sito@example.com>` or `sito@example.com`, as worker-mailer takes it: a name and an address. */
function mailbox(text: string): { name?: string; email: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>\s]+)>\s*$/.exec(text);
  if (named === null) return { email: text.trim() };
  const [, name = '', email = ''] = named;
  return name === '' ? { email } : { name: quotable(name), email };
}

/** worker-mailer writes a display name between double quotes: one inside it would end the name early. */
function quotable(name: string): string {
  return name.replace(/["\\]/g, '');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** worker-mailer reports the server's reply in its message ("Invalid RCPT TO: <…> 550 …"): the first three-digit code there. */
function smtpReplyCode(message: string): number | undefined {
  const code = /\b([45]\d\d)[ -]/.exec(message)?.[1];
  return code === undefined ? undefined : Number(code);
}
