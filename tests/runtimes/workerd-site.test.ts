// @vitest-environment node
/**
 * The site on Cloudflare Workers, as `wrangler dev` serves it offline from dist/ with a local D1:
 * every route answers with the status and the security headers of `npm start` (the Node production
 * build), compared header by header, and a lead is stored in D1 and mailed by the scheduled handler.
 * `npm run test:runtimes` runs this file with the workerd runtime.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueNewsletterPayload } from '../function/support/payloads.ts';
import { createHarness } from './support/runtimes.ts';
import { builtHeaders, comparedHeaders, distDir, otherPaths, routes } from './support/site-paths.ts';
import type { RunningRuntime, RuntimeHarness } from './support/runtimes.ts';
import { sinkMailSettings, startSmtpSink } from './support/smtp-sink.ts';
import type { SmtpSink } from './support/smtp-sink.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('the site under wrangler dev (workerd, static assets from dist/)', () => {
  let nodeHarness: RuntimeHarness;
  let workerHarness: RuntimeHarness;
  let node: RunningRuntime;
  let worker: RunningRuntime;

  beforeAll(async () => {
    [nodeHarness, workerHarness] = await Promise.all([createHarness('node'), createHarness('workerd')]);
    const settings = { LOG_LEVEL: 'error' };
    [node, worker] = await Promise.all([nodeHarness.start(settings), workerHarness.start(settings)]);
  });

  afterAll(async () => {
    await Promise.all([node?.stop(), worker?.stop()]);
    await Promise.all([nodeHarness?.dispose(), workerHarness?.dispose()]);
  });

  it(`answers each of the ${routes.length} routes, and the other paths, with the status and headers of npm start`, async () => {
    expect(routes.length).toBeGreaterThanOrEqual(34);
    for (const path of [...routes, ...otherPaths]) {
      for (const method of ['GET', 'HEAD']) {
        const ask = (server: RunningRuntime) => fetch(`${server.origin}${path}`, { method, redirect: 'manual' });
        const [fromNode, fromWorker] = await Promise.all([ask(node), ask(worker)]);
        expect(comparedHeaders(fromWorker), `${method} ${path}`).toEqual(comparedHeaders(fromNode));
      }
    }
  });

  it('gives a click from another page of the site the page’s repeat-visit copy, as npm start does', async () => {
    // Node's fetch() sets Sec-Fetch-Mode itself, as the Fetch standard has it: a browser's navigation is asked for by hand.
    const navigation = (origin: string, path: string) =>
      new Promise<{ text: string; vary: string }>((resolve, reject) => {
        const request = httpRequest(
          `${origin}${path}`,
          { headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' } },
          (answer) => {
            let text = '';
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => {
              text += chunk;
            });
            answer.on('end', () => resolve({ text, vary: String(answer.headers.vary ?? '') }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    for (const path of ['/', '/servizi', '/sport/calcio-marketing']) {
      const [fromNode, fromWorker] = await Promise.all([navigation(node.origin, path), navigation(worker.origin, path)]);
      expect(fromWorker.text, path).toBe(fromNode.text);
      expect(fromWorker.text, path).toContain('src="/assets/first-paint-');
      expect(fromWorker.vary, path).toMatch(/Sec-Fetch-Site/);
    }
  });

  it('sends the built policy itself: a strict CSP with the inline script hashes, no HSTS over plain HTTP', async () => {
    const home = await fetch(`${worker.origin}/`);
    const policy = home.headers.get('content-security-policy') ?? '';
    expect(policy).toBe((builtHeaders['Content-Security-Policy'] ?? '').replace(/; upgrade-insecure-requests$/, ''));
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('strict-transport-security')).toBeNull();
  });

  it('shows the sport index for an unknown sport, the 404 page with its status elsewhere, and fills the form from ?messaggio=', async () => {
    const sportIndex = await (await fetch(`${worker.origin}/sport`)).text();
    const unknownSport = await fetch(`${worker.origin}/sport/sport-che-non-esiste`);
    expect(unknownSport.status).toBe(200);
    expect(await unknownSport.text()).toBe(sportIndex);

    const missing = await fetch(`${worker.origin}/pagina-che-non-esiste`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(readFileSync(join(distDir, '404.html'), 'utf8'));

    const prefilled = await (await fetch(`${worker.origin}/contatti?messaggio=Vorrei%20il%20pacchetto%20%3Cb%3EPro%3C%2Fb%3E`)).text();
    const fromNode = await (await fetch(`${node.origin}/contatti?messaggio=Vorrei%20il%20pacchetto%20%3Cb%3EPro%3C%2Fb%3E`)).text();
    const textarea = /<textarea[^>]*data-prefill-from="messaggio"[^>]*>([^<]*)<\/textarea>/;
    expect(textarea.exec(prefilled)?.[1]).toBe('Vorrei il pacchetto &lt;b&gt;Pro&lt;/b&gt;');
    expect(textarea.exec(prefilled)?.[1]).toBe(textarea.exec(fromNode)?.[1]);
  });
});

describe('leads on Workers', () => {
  let harness: RuntimeHarness;
  let sink: SmtpSink;
  let worker: RunningRuntime;

  beforeAll(async () => {
    harness = await createHarness('workerd');
    sink = await startSmtpSink();
    worker = await harness.start({
      ...sinkMailSettings(sink),
      DELIVERY_PROBE_SECONDS: '1',
      LOG_LEVEL: 'error',
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await sink?.stop();
    await harness?.dispose();
  });

  it('stores a lead posted to wrangler dev in the local D1 database, and the scheduled handler mails it', async () => {
    await sink.stop();
    const payload = uniqueNewsletterPayload('cron');
    const response = await fetch(worker.functionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };

    // In D1's own file, read by another connection; the attempt after the answer (waitUntil) failed: the server was down.
    const stored = async () => (await harness.storedLeads()).find((lead) => lead.id === id);
    expect(await stored()).toMatchObject({ email: payload.email, deliveryStatus: 'pending' });
    for (let waited = 0; (await stored())?.attempts !== 1; waited += 1) {
      if (waited > 600) throw new Error('The failed attempt after the answer was never recorded');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await sink.restart();
    // Only the Cron Trigger sends it now: nothing else runs in a Worker between requests.
    expect(sink.messages).toEqual([]);

    // The owner's mail and, a subscription being asked to confirm, the visitor's: in either order.
    for (let fired = 0; sink.messages.length < 2; fired += 1) {
      if (fired > 120) throw new Error(`The scheduled handler never mailed the lead:\n${worker.output().slice(-2000)}`);
      await harness.fireScheduledDelivery(worker);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const messageIds = sink.messages.flatMap((mail) => mail.headers.get('message-id') ?? []);
    expect(messageIds.sort()).toEqual([`<${id}@example.com>`, `<conferma.${id}@example.com>`].sort());
    for (let waited = 0; (await stored())?.deliveryStatus !== 'delivered'; waited += 1) {
      if (waited > 600) throw new Error('The lead was mailed but never marked delivered');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
