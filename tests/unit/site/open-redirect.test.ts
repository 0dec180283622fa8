// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSiteApp } from '../../../site-server/node.ts';

/*
 * A visitor's browser follows a Location header. These requests are sent byte for byte as an
 * attacker would write them in a link (no client normalises them first), and no answer may send
 * the browser to another host.
 */

const EVIL_HOST = 'evil.example';

interface RawAnswer {
  status: number;
  location: string | undefined;
}

let distDir: string;
let server: ServerType;
let port: number;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  for (const page of ['index.html', 'blog/index.html', 'sport/index.html', '404.html']) {
    mkdirSync(path.dirname(path.join(distDir, page)), { recursive: true });
    writeFileSync(path.join(distDir, page), `<!doctype html><title>${page}</title>`);
  }
  ({ server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const started = serve({ fetch: createNodeSiteApp(distDir).fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: started, port: info.port }),
    );
  }));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

/** Sends the request line exactly as given, without any URL parsing on the client side. */
function rawGet(requestTarget: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = ''] = received.split('\r\n\r\n', 1);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const locationLine = headerLines.find((line) => line.toLowerCase().startsWith('location:'));
      resolve({ status, location: locationLine?.slice('location:'.length).trim() });
    });
    socket.write(`GET ${requestTarget} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

/** Where a browser on this site would go when it follows the answer's Location. */
function followedHost(location: string): string {
  return new URL(location, `http://127.0.0.1:${port}/start`).host;
}

const tricks = [
  `//${EVIL_HOST}/`,
  `//${EVIL_HOST}`,
  `///${EVIL_HOST}/`,
  `/\\${EVIL_HOST}/`,
  `/\\/${EVIL_HOST}/`,
  `\\\\${EVIL_HOST}/`,
  `/%2F%2F${EVIL_HOST}/`,
  `/%2f%2f${EVIL_HOST}/`,
  `/%5C${EVIL_HOST}`,
  `/%5C${EVIL_HOST}/`,
  `/%5C%5C${EVIL_HOST}/`,
  `/%09/${EVIL_HOST}/`,
  `/\t/${EVIL_HOST}/`,
  `/%0A/${EVIL_HOST}/`,
  `/%0D%0ALocation:%20http://${EVIL_HOST}/`,
  `/@${EVIL_HOST}/`,
  `//@${EVIL_HOST}/`,
  `//user@${EVIL_HOST}/`,
  `/blog//${EVIL_HOST}/`,
  `/./${EVIL_HOST}/..//${EVIL_HOST}/`,
  `http://${EVIL_HOST}/`,
  `//${EVIL_HOST}/?next=/`,
];

describe('the static server never redirects off the site', () => {
  it.each(tricks)('%j stays on this host', async (target) => {
    const answer = await rawGet(target);
    if (answer.location !== undefined) {
      expect(answer.location).toMatch(/^\/(?![/\\])/);
      expect(answer.location).not.toMatch(/[\r\n\t]/);
      expect(followedHost(answer.location)).toBe(`127.0.0.1:${port}`);
    }
    expect([200, 301, 400, 404]).toContain(answer.status);
  });

  it('still sends a path with a trailing slash or doubled slashes to its one spelling', async () => {
    expect(await rawGet('/chi-siamo/')).toEqual({ status: 301, location: '/chi-siamo' });
    expect(await rawGet(`//${EVIL_HOST}/`)).toEqual({ status: 301, location: `/${EVIL_HOST}` });
    expect(await rawGet('/contatti/?da=menu')).toEqual({ status: 301, location: '/contatti?da=menu' });
  });

  it('serves a page whose folder has an index under its slash spelling', async () => {
    expect(await rawGet('/blog/')).toEqual({ status: 200, location: undefined });
    expect(await rawGet('/blog')).toEqual({ status: 200, location: undefined });
  });
});
