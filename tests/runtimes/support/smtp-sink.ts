import { SMTPServer } from 'smtp-server';
import { parseMessage } from '../../function/support/mime.ts';
import type { ParsedMessage } from '../../function/support/mime.ts';
import { quietPort } from '../../function/support/quiet-port.ts';

export const SINK_USER = 'sito@example.com';
export const SINK_PASSWORD = 'segreto-di-prova';

export interface SinkMail extends ParsedMessage {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  /** Who logged in to send it. */
  user: string | undefined;
}

export interface SmtpSink {
  port: number;
  messages: SinkMail[];
  /** Stops listening: the SMTP server is down until `restart()`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that asks for a login (any runtime's mailer must authenticate with
 * SINK_USER / SINK_PASSWORD) and keeps every message it accepts, across a stop and a restart.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMail[] = [];
  let server: SMTPServer | undefined;
  // Not port 0: the port must still be free when the sink comes back after an outage.
  let port = await quietPort();

  const listen = async () => {
    const started = new SMTPServer({
      // Plain text on loopback only: no certificate to trust in three runtimes.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      closeTimeout: 200,
      onAuth(auth, _session, callback) {
        if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          messages.push({
            ...parseMessage(Buffer.concat(chunks).toString('utf8')),
            envelopeFrom: from === false ? undefined : from.address,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        });
      },
    });
    port = await new Promise<number>((resolve, reject) => {
      started.on('error', reject);
      started.listen(port, '127.0.0.1', () => {
        const address = started.server.address();
        if (address === null || typeof address === 'string') reject(new Error('The SMTP sink has no TCP address'));
        else resolve(address.port);
      });
    });
    server = started;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    messages,
    async stop() {
      const running = server;
      server = undefined;
      if (running !== undefined) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    restart: listen,
  };
}

/** The function's mail settings for a runtime that sends to `sink`, logged in as SINK_USER, to agenzia@example.com. */
export function sinkMailSettings(sink: Pick<SmtpSink, 'port'>): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_IGNORE_TLS: '1',
    SMTP_USER: SINK_USER,
    SMTP_PASS: SINK_PASSWORD,
    MAIL_FROM: 'Sito Agenzia <sito@example.com>',
    MAIL_TO: 'agenzia@example.com',
  };
}
