import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/** One POST the sink received, whether it took it (2xx) or, while failing, refused it. */
export interface WebhookDelivery {
  webhookId: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
  /** The path and query it was posted to. */
  path: string;
  /** Date.now() when it arrived. */
  receivedAt: number;
  accepted: boolean;
}

export interface WebhookSink {
  /** http://127.0.0.1:<port> */
  url: string;
  deliveries: WebhookDelivery[];
  /** What it took, for one webhook id. */
  accepted(webhookId: string): WebhookDelivery[];
  /** Every attempt for one webhook id, refused ones included. */
  attempts(webhookId: string): WebhookDelivery[];
  /** While failing, every POST is answered 503 (the receiver is down): the function must retry. */
  setFailing(failing: boolean): void;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 that keeps every alert posted to it. */
export async function startWebhookSink(): Promise<WebhookSink> {
  const deliveries: WebhookDelivery[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.headers['webhook-id'];
      deliveries.push({
        webhookId: typeof id === 'string' ? id : undefined,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
        receivedAt: Date.now(),
        accepted: !failing,
      });
      response.statusCode = failing ? 503 : 204;
      response.end();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('The webhook sink has no TCP address'));
      else resolve(address.port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    accepted: (webhookId) => deliveries.filter((delivery) => delivery.webhookId === webhookId && delivery.accepted),
    attempts: (webhookId) => deliveries.filter((delivery) => delivery.webhookId === webhookId),
    setFailing(value) {
      failing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
