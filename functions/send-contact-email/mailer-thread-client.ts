import { Worker } from 'node:worker_threads';
import type { SmtpConfig } from './config.ts';
import { SmtpError } from './mailer.ts';
import type { LeadMailer } from './mailer.ts';
import { isMailerReply } from './mailer-thread-protocol.ts';
import type { MailerRequest, MailerThreadSettings } from './mailer-thread-protocol.ts';
import { workerThreadModule } from './worker-module.ts';

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
    const module = workerThreadModule('mailer-thread', import.meta.url);
    const started = new Worker(module.filename, {
      eval: module.eval,
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
