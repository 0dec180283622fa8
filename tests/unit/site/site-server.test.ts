// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressFiles } from '../../../build/precompress.ts';
import { EMAIL_COPY_FILE } from '../../../functions/send-contact-email/email-copy.ts';
import { createNodeSiteApp } from '../../../site-server/node.ts';

let distDir: string;
let app: Hono;

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title>',
  'contatti/index.html': '<!doctype html><title>contatti</title><textarea name="messaggio" data-prefill-from="messaggio"></textarea>',
  'sport/index.html': '<!doctype html><title>sport</title>',
  '_repeat-visit/index.html': '<!doctype html><title>home, repeat visit</title>',
  '_repeat-visit/contatti/index.html':
    '<!doctype html><title>contatti, repeat visit</title><textarea name="messaggio" data-prefill-from="messaggio"></textarea>',
  '_repeat-visit/sport/index.html': '<!doctype html><title>sport, repeat visit</title>',
  '404.html': '<!doctype html><title>non trovata</title>',
  'assets/index-abc.js': 'console.log(1)',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': '<urlset/>',
  'version.json': '{"commit":"0123456789abcdef0123456789abcdef01234567","builtAt":"2026-11-28T04:00:00.000Z"}\n',
  '.vite/manifest.json': '{"index.html":{"file":"assets/index-abc.js"}}',
  '.vite/manifest.json.br': 'compressed manifest',
  'assets/index-abc.js.map': '{"version":3,"sources":["../src/app/entry.ts"]}',
  _headers: "/*\n  Content-Security-Policy: default-src 'self'\n",
  '.well-known/security.txt': 'Contact: mailto:info@example.com',
};

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    writeFileSync(path.join(distDir, name), content);
  }
  // Mounted as site-server/start.ts mounts it, beside the function.
  app = new Hono().route('/', createNodeSiteApp(distDir));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves pages, hashed assets and other files with their type and caching', async () => {
    const page = await app.request('/contatti');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>contatti</title>');

    const script = await app.request('/assets/index-abc.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const image = await app.request('/images/logo.svg');
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app.request('/sitemap.xml')).headers.get('content-type')).toMatch(/^application\/xml/);
  });

  it('serves the build’s version.json never cached, also when asked with a parameter to get past a cache', async () => {
    for (const address of ['/version.json', '/version.json?t=1764302400000']) {
      const version = await app.request(address);
      expect(version.status).toBe(200);
      expect(version.headers.get('content-type')).toMatch(/^application\/json/);
      expect(version.headers.get('cache-control')).toBe('no-store');
      expect(await version.json()).toEqual({ commit: '0123456789abcdef0123456789abcdef01234567', builtAt: '2026-11-28T04:00:00.000Z' });
    }
  });

  it('answers an unknown address with the 404 page, and an unknown sport with the sport index', async () => {
    const missing = await app.request('/non-esiste');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('non trovata');
    const sport = await app.request('/sport/curling');
    expect(sport.status).toBe(200);
    expect(await sport.text()).toContain('<title>sport</title>');
  });

  it('does not serve what the build writes for itself: the Vite manifest, source maps, the header rules', async () => {
    for (const address of [
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/%2Evite/manifest.json',
      '//.vite//manifest.json',
      '/.vite/',
      '/assets/index-abc.js.map',
      '/assets/INDEX-ABC.JS.MAP',
      '/_headers',
    ]) {
      const answer = await app.request(address);
      expect(answer.status, address).toBe(404);
      expect(await answer.text(), address).toContain('non trovata');
    }
    expect((await app.request('/.well-known/security.txt')).status).toBe(200);
  });

  it('serves a page however its slashes are written, and redirects other doubled slashes to one', async () => {
    for (const address of ['/contatti/', '/contatti//', '//contatti']) {
      const answer = await app.request(address);
      expect(answer.status, address).toBe(200);
      expect(await answer.text(), address).toContain('<title>contatti</title>');
    }
    const answer = await app.request('/images//logo.svg?v=2');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/images/logo.svg?v=2');
  });

  it('fills in a field marked for an address parameter, escaped', async () => {
    const answer = await app.request(`/contatti?messaggio=${encodeURIComponent('Pacchetto <Pro>')}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('data-prefill-from="messaggio">Pacchetto &lt;Pro&gt;</textarea>');
  });
});

describe('a page asked for from another page of the site', () => {
  const click = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' };
  const prerender = (referer: string) => ({
    'Sec-Fetch-Site': 'none',
    'Sec-Fetch-Mode': 'navigate',
    'Sec-Purpose': 'prefetch;prerender',
    Referer: referer,
  });
  const title = async (address: string, headers: Record<string, string> = {}) =>
    /<title>([^<]*)<\/title>/.exec(await (await app.request(`http://localhost${address}`, { headers })).text())?.[1];

  it('gets the repeat-visit copy, for a click and for a prerender started on one of its pages', async () => {
    expect(await title('/', click)).toBe('home, repeat visit');
    expect(await title('/contatti', prerender('http://localhost/servizi'))).toBe('contatti, repeat visit');
    expect(await title('/sport/curling', click)).toBe('sport, repeat visit');
    expect(await title('/contatti/?messaggio=ciao', click)).toBe('contatti, repeat visit');
  });

  it('a first visit, another site’s link or prerender, and a page without a copy get the first-visit page', async () => {
    expect(await title('/contatti')).toBe('contatti');
    expect(await title('/contatti', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' })).toBe('contatti');
    expect(await title('/contatti', prerender('https://www.google.com/'))).toBe('contatti');
    expect(await title('/contatti', { 'Sec-Fetch-Mode': 'navigate', Referer: 'http://localhost/' })).toBe('contatti');
    expect(await title('/non-esiste', click)).toBe('non trovata');
  });

  it('says in Vary what chose the copy, and never serves the copies by their own address', async () => {
    const answer = await app.request('/contatti', { headers: click });
    expect(answer.headers.get('vary')).toMatch(/Sec-Fetch-Site.*Sec-Fetch-Mode.*Sec-Purpose.*Referer/);
    for (const address of ['/_repeat-visit/contatti/index.html', '/_repeat-visit/contatti', '/_repeat-visit/']) {
      const copy = await app.request(address, { headers: click });
      expect(copy.status, address).toBe(404);
    }
  });
});

describe('the static server with the build’s compressed copies', () => {
  let builtDir: string;
  let builtApp: Hono;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `parola-${index}`))};\n`;

  beforeAll(async () => {
    builtDir = mkdtempSync(path.join(tmpdir(), 'site-server-precompressed-'));
    mkdirSync(path.join(builtDir, 'assets'));
    writeFileSync(path.join(builtDir, 'assets', 'app-abc.js'), script);
    writeFileSync(path.join(builtDir, 'assets', 'tiny-abc.js'), 'console.log(1)');
    writeFileSync(path.join(builtDir, 'index.html'), `<!doctype html><title>home</title>${'<p>testo</p>'.repeat(200)}`);
    mkdirSync(path.join(builtDir, path.dirname(EMAIL_COPY_FILE)));
    writeFileSync(path.join(builtDir, EMAIL_COPY_FILE), script);
    await precompressFiles(builtDir);
    builtApp = new Hono().route('/', createNodeSiteApp(builtDir));
  });

  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

  it('sends Brotli to a browser that accepts it, gzip to one that takes only gzip, and the file itself otherwise', async () => {
    const asBrotli = await builtApp.request('/assets/app-abc.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(asBrotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asBrotli.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await asBrotli.arrayBuffer())).toString()).toBe(script);

    const asGzip = await builtApp.request('/assets/app-abc.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asGzip.arrayBuffer())).toString()).toBe(script);

    const plain = await builtApp.request('/assets/app-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    const page = await builtApp.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>home</title>');
  });

  it('keeps no compressed copy of a file too small to gain from one', () => {
    expect(existsSync(path.join(builtDir, 'assets', 'app-abc.js.br'))).toBe(true);
    expect(existsSync(path.join(builtDir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(builtDir, 'assets', 'tiny-abc.js.gz'))).toBe(false);
  });

  it('compresses none of the files only the servers read (the e-mails’ copy), which no browser is sent', () => {
    expect(existsSync(path.join(builtDir, `${EMAIL_COPY_FILE}.br`))).toBe(false);
    expect(existsSync(path.join(builtDir, `${EMAIL_COPY_FILE}.gz`))).toBe(false);
  });
});
