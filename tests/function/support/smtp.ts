import { SMTPServer } from 'smtp-server';
import { parseMessage } from './mime.ts';
import type { ParsedMessage } from './mime.ts';

export interface ReceivedMail extends ParsedMessage {
  raw: string;
  envelopeFrom: string | undefined;
  envelopeTo: string[];
}

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. Port 0 picks a free port. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Clients that keep a pooled connection open must not hold up the end of a test.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        messages.push({
          ...parseMessage(raw),
          raw,
          envelopeFrom: from === false ? undefined : from.address,
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  const listeningPort = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      if (address === null || typeof address === 'string') reject(new Error('SMTP server has no TCP address'));
      else resolve(address.port);
    });
  });
  return {
    port: listeningPort,
    messages,
    async waitForMessages(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
