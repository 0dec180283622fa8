// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PreviewRenderer } from '../../../editor/preview-renderer.ts';
import { Publishing } from '../../../editor/publishing.ts';
import { createEditorApp } from '../../../editor/server.ts';
import { Workspace } from '../../../editor/workspace.ts';
import { readYamlData } from '../../../editor/yaml-patch.ts';
import { type ContentFixture, createContentFixture, projectRoot } from '../content/fixture.ts';

const TOKEN = 'prova-prova-prova-prova-prova-1234';
const PORT = 4899;
const HOST = `127.0.0.1:${PORT}`;
const PAGE = 'pages-yaml/sport/calcio-marketing.yaml';

let fixture: ContentFixture;
let clientDir: string;
let app: ReturnType<typeof createEditorApp>;
let workspace: Workspace;

beforeAll(async () => {
  fixture = createContentFixture();
  clientDir = mkdtempSync(path.join(tmpdir(), 'editor-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Editor</title>');
  const previewDir = path.join(projectRoot, 'dist-editor', 'preview');
  const preview = new PreviewRenderer({ bundleDir: previewDir, contentRoot: fixture.root });
  workspace = await Workspace.create(fixture.root, preview);
  app = createEditorApp({
    workspace,
    preview,
    publishing: new Publishing(fixture.root),
    token: TOKEN,
    clientDir,
    previewDir,
    port: () => PORT,
  });
});

afterAll(() => {
  fixture.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A request as the browser at the printed address sends it, with what a test changes. */
function request(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return app.request(`http://${HOST}${url}`, { ...init, headers: { host: HOST, authorization: `Bearer ${TOKEN}`, ...init.headers } });
}

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('the editor answers only whoever has its token', () => {
  it.each([
    '/',
    '/api/files',
    '/api/schemas',
    `/api/file?file=${PAGE}`,
    `/preview/page?file=${PAGE}`,
    '/images/hero/home.svg',
    '/editor-assets/x.js',
  ])('GET %s without the token is 401, in Italian', async (url) => {
    const response = await app.request(`http://${HOST}${url}`, { headers: { host: HOST } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Chiave di accesso mancante o non valida/);
  });

  it('refuses a wrong token, in the header or in the cookie', async () => {
    expect((await request('/api/files', { headers: { authorization: 'Bearer sbagliata' } })).status).toBe(401);
    expect((await app.request(`http://${HOST}/api/files`, { headers: { host: HOST, cookie: 'scintilla_editor=sbagliata' } })).status).toBe(
      401,
    );
    expect((await request('/api/save', { ...json({ file: PAGE, data: {}, version: 'x' }), headers: { authorization: '' } })).status).toBe(
      401,
    );
  });

  it('lets the printed address in and keeps the browser in with an HttpOnly, same-site cookie', async () => {
    const first = await app.request(`http://${HOST}/?token=${TOKEN}`, { headers: { host: HOST } });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const next = await app.request(`http://${HOST}/api/files`, { headers: { host: HOST, cookie: cookie.split(';')[0] ?? '' } });
    expect(next.status).toBe(200);
  });
});

describe('no other origin can call it', () => {
  it('refuses a request from another site, even with the token', async () => {
    const response = await request('/api/save', {
      ...json({ file: PAGE, data: {}, version: 'x' }),
      headers: { origin: 'https://attaccante.example' },
    });
    expect(response.status).toBe(403);
    expect((await request('/api/files', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    // Another server on this computer (another port) is another origin too.
    expect((await request('/api/files', { headers: { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:5173' } })).status).toBe(403);
  });

  it('refuses a host name that is not the printed address (DNS rebinding)', async () => {
    expect((await request('/api/files', { headers: { host: `attaccante.example:${PORT}` } })).status).toBe(403);
  });

  it('answers its own page and its own calls', async () => {
    expect((await request('/api/files', { headers: { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('cannot be framed by another page, and sends no referrer', async () => {
    const response = await request('/api/files');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('it reads and writes only inside pages-yaml/ and public/images/', () => {
  it.each([
    '../package.json',
    'pages-yaml/../package.json',
    '/etc/passwd',
    'pages-yaml/../../../../etc/passwd',
    'public/images/hero/home.svg',
    'src/sections/hero/schema.ts',
  ])('refuses the file %s', async (file) => {
    expect((await request(`/api/file?file=${encodeURIComponent(file)}`)).status).toBe(403);
    expect((await request('/api/save', json({ file, data: { title: 'x' }, version: 'x' }))).status).toBe(403);
    expect((await request(`/api/pages?file=${encodeURIComponent(file)}`, { method: 'DELETE' })).status).toBe(403);
  });

  it('creates a page only under pages-yaml/', async () => {
    const response = await request('/api/pages', json({ path: '../../fuori', template: 'blank', name: 'Fuori' }));
    expect(response.status).toBe(400);
    expect(existsSync(path.join(fixture.root, 'fuori.yaml'))).toBe(false);
  });

  it('puts an uploaded photo inside public/images/, whatever folder is asked for', async () => {
    const form = new FormData();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    form.set('photo', new File([new Uint8Array(photo)], '../../../fuori.jpg', { type: 'image/jpeg' }));
    form.set('folder', '../../../../tmp');
    const response = await request('/api/images', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { src } = (await response.json()) as { src: string };
    expect(src).toBe('/images/tmp/fuori.jpg');
    expect(existsSync(path.join(fixture.root, 'public', 'images', 'tmp', 'fuori.jpg'))).toBe(true);
  });

  it('refuses a file that is not a photo, and one beside a page outside pages-yaml/', async () => {
    const text = new FormData();
    text.set('photo', new File(['<script>alert(1)</script>'], 'foto.jpg', { type: 'image/jpeg' }));
    const refused = await request('/api/images', { method: 'POST', body: text });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/non si legge come foto/);

    const beside = new FormData();
    beside.set(
      'photo',
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
          ),
        ],
        'a.png',
      ),
    );
    beside.set('place', 'beside');
    beside.set('page', '../../etc/passwd.yaml');
    expect((await request('/api/images', { method: 'POST', body: beside })).status).toBe(403);
  });

  it('follows no symbolic link out of pages-yaml/, to read or to write', async () => {
    const outside = path.join(fixture.root, 'fuori');
    mkdirSync(outside, { recursive: true });
    const secret = path.join(outside, 'segreto.yaml');
    writeFileSync(secret, 'title: Segreto\n');
    const links = {
      'collegamento.yaml': secret,
      cartella: outside,
      'verso-il-nulla.yaml': path.join(outside, 'non-ancora.yaml'),
    };
    for (const [name, target] of Object.entries(links)) symlinkSync(target, path.join(fixture.root, 'pages-yaml', name));
    // The other tests read the whole content: the links go when this one ends.
    onTestFinished(() => {
      for (const name of Object.keys(links)) rmSync(path.join(fixture.root, 'pages-yaml', name));
    });
    for (const file of ['pages-yaml/collegamento.yaml', 'pages-yaml/cartella/segreto.yaml', 'pages-yaml/verso-il-nulla.yaml']) {
      expect((await request(`/api/file?file=${encodeURIComponent(file)}`)).status, file).toBe(403);
      expect((await request('/api/save', json({ file, data: { title: 'Scritto' }, version: 'x' }))).status, file).toBe(403);
      expect((await request(`/api/pages?file=${encodeURIComponent(file)}`, { method: 'DELETE' })).status, file).toBe(403);
    }
    const created = await request('/api/pages', json({ path: 'cartella/nuova', template: 'blank', name: 'Nuova' }));
    expect(created.status).toBe(403);
    expect(readFileSync(secret, 'utf8')).toBe('title: Segreto\n');
    expect(readdirSync(outside).sort()).toEqual(['segreto.yaml']);
  });

  it('follows no symbolic link out of public/images/ with an uploaded photo', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'editor-outside-'));
    const link = path.join(fixture.root, 'public', 'images', 'scorciatoia');
    symlinkSync(outside, link);
    try {
      const form = new FormData();
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();
      form.set('photo', new File([new Uint8Array(photo)], 'foto.jpg', { type: 'image/jpeg' }));
      form.set('folder', 'scorciatoia');
      const response = await request('/api/images', { method: 'POST', body: form });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe('Le foto vanno dentro public/images/ o accanto alla pagina.');
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(link);
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('serves no file from outside public/ as an image', async () => {
    mkdirSync(path.join(fixture.root, 'segreto'), { recursive: true });
    writeFileSync(path.join(fixture.root, 'segreto', 'chiave.txt'), 'segreto');
    for (const url of [
      '/images/../segreto/chiave.txt',
      '/images/%2e%2e/%2e%2e/segreto/chiave.txt',
      '/images/..%2f..%2fsegreto/chiave.txt',
    ]) {
      const response = await request(url);
      expect(await response.text()).not.toBe('segreto');
    }
  });
});

describe('it writes nothing invalid, and never over a newer file', () => {
  it('refuses to save a page with an error, and leaves the file as it was', async () => {
    const before = readFileSync(path.join(fixture.root, PAGE), 'utf8');
    const opened = (await (await request(`/api/file?file=${PAGE}`)).json()) as {
      data: { sections: Array<Record<string, unknown>> };
      version: string;
    };
    (opened.data.sections[0] as Record<string, unknown>).headline = '';
    const response = await request('/api/save', json({ file: PAGE, data: opened.data, version: opened.version }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; issues: Array<{ path: unknown[]; message: string }> };
    expect(body.message).toMatch(/^Non salvato/);
    expect(body.issues).toContainEqual({ path: ['sections', 0, 'headline'], message: 'non può essere vuoto', kind: 'error' });
    expect(readFileSync(path.join(fixture.root, PAGE), 'utf8')).toBe(before);
  });

  it('refuses a change that would break another file: an anchor others link to', async () => {
    const opened = (await (await request(`/api/file?file=${PAGE}`)).json()) as {
      data: { sections: Array<Record<string, unknown>> };
      version: string;
    };
    const pricing = opened.data.sections.find((section) => section.id === 'pricing') as Record<string, unknown>;
    pricing.id = 'prezzi';
    const response = await request('/api/save', json({ file: PAGE, data: opened.data, version: opened.version }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { elsewhere: string[] }).elsewhere.join('\n')).toMatch(
      /pages-yaml\/sport\/calcio\.yaml:\d+:\d+ .*porta a "#pricing"/,
    );
  });

  it('refuses to overwrite a file changed on disk since it was opened, and says so in Italian', async () => {
    const opened = (await (await request(`/api/file?file=${PAGE}`)).json()) as { data: Record<string, unknown>; version: string };
    const file = path.join(fixture.root, PAGE);
    const changed = `${readFileSync(file, 'utf8')}# una nota aggiunta a mano\n`;
    writeFileSync(file, changed);
    const response = await request(
      '/api/save',
      json({ file: PAGE, data: { ...opened.data, title: 'Un altro titolo' }, version: opened.version }),
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /è cambiato sul disco da quando l’hai aperto .*non lo sovrascrivo/,
    );
    expect(readFileSync(file, 'utf8')).toBe(changed);
  });

  it('saves a valid change as that one line', async () => {
    const file = path.join(fixture.root, PAGE);
    const before = readFileSync(file, 'utf8');
    const opened = (await (await request(`/api/file?file=${PAGE}`)).json()) as {
      data: { sections: Array<Record<string, unknown>> };
      version: string;
    };
    (opened.data.sections[0] as Record<string, unknown>).badge = 'Calcio';
    const response = await request('/api/save', json({ file: PAGE, data: opened.data, version: opened.version }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changedLines: number }).changedLines).toBe(1);
    const after = readFileSync(file, 'utf8');
    expect(after).toBe(before.replace('    badge: Marketing per società di calcio\n', '    badge: Calcio\n'));
    expect((readYamlData(after) as { sections: Array<{ badge?: string }> }).sections[0]?.badge).toBe('Calcio');
  });
});
