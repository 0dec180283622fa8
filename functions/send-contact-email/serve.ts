/**
 * Serves the send-contact-email function alone, with its delivery loop:
 *   PORT=8787 HOST=127.0.0.1 tsx functions/send-contact-email/serve.ts
 * It answers at http://HOST:PORT/functions/v1/send-contact-email. The other settings come
 * from the environment variables listed in README.md. With DIST_DIR (the built site's folder) it reads the visitors'
 * mails' copy there and answers them as `npm start` does; without it, it answers none.
 */
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { pathToFileURL } from 'node:url';
import { functionNotFound } from './handler.ts';
import { createJsonLogger } from './log.ts';
import { createSendContactEmailService, readEmailCopyFile } from './node.ts';
import type { SendContactEmailService } from './node.ts';

export interface StandaloneServer {
  server: ServerType;
  service: SendContactEmailService;
  port: number;
  close(): Promise<void>;
}

export async function startStandaloneServer(env: Readonly<Record<string, string | undefined>> = process.env): Promise<StandaloneServer> {
  const emailCopy = env.DIST_DIR === undefined ? undefined : await readEmailCopyFile(env.DIST_DIR, createJsonLogger({ level: 'warn' }));
  const service = await createSendContactEmailService({ env, emailCopy });
  const root = new Hono();
  service.mount(root);
  root.notFound(functionNotFound);
  const requestedPort = Number(env.PORT ?? 8787);
  const hostname = env.HOST ?? '0.0.0.0';
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const started = serve({ fetch: root.fetch, port: requestedPort, hostname }, (info) => resolve({ server: started, port: info.port }));
  });
  service.startDeliveryLoop();
  return {
    server,
    service,
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    },
  };
}

const startedFromCommandLine = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (startedFromCommandLine) {
  const standalone = await startStandaloneServer();
  console.log(
    JSON.stringify({
      ts: new Date().toISOString(),
      level: 'info',
      event: 'listening',
      url: `http://${process.env.HOST ?? '0.0.0.0'}:${standalone.port}${standalone.service.mountPath}`,
    }),
  );
  const shutdown = () => {
    void standalone.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
