/**
 * Runs on a worker thread started by `createSmtpMailer` (mailer.ts): owns nodemailer's pooled SMTP
 * transport and sends what it is given. Building a MIME message and writing it to the sockets is
 * most of the cost of a delivery; here it runs beside the HTTP server's thread instead of on it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createInThreadSmtpMailer } from './nodemailer-mailer.ts';
import { isMailerRequest, isMailerThreadSettings } from './mailer-thread-protocol.ts';
import type { MailerFailure, MailerReply } from './mailer-thread-protocol.ts';

const port = parentPort;
if (port === null || !isMailerThreadSettings(workerData)) throw new Error('mailer-thread.ts must be started by mailer.ts');

const mailer = createInThreadSmtpMailer(workerData.smtp);

function describeFailure(error: unknown): MailerFailure {
  const field = (name: string): unknown => (typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined);
  const code = field('code');
  const responseCode = field('responseCode');
  return {
    message: error instanceof Error ? error.message : String(error),
    code: typeof code === 'string' ? code : undefined,
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
  };
}

port.on('message', (serialized: unknown) => {
  const request: unknown = typeof serialized === 'string' ? JSON.parse(serialized) : undefined;
  if (!isMailerRequest(request)) return;
  if (request.kind === 'close') {
    mailer.close();
    port.close();
    return;
  }
  const work = request.kind === 'send' ? mailer.send(request.email) : mailer.verify();
  work.then(
    () => port.postMessage(JSON.stringify({ kind: 'done', id: request.id } satisfies MailerReply)),
    (error: unknown) =>
      port.postMessage(JSON.stringify({ kind: 'failed', id: request.id, error: describeFailure(error) } satisfies MailerReply)),
  );
});
