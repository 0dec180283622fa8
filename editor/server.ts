/**
 * The editor as one Hono app: the built client (dist-editor/client), the preview's frame and stylesheets, the
 * content's images, and the JSON API under /api. Every request needs the token, as a Bearer header or as the
 * cookie the first address sets; a request from another origin, or through another host name, is refused
 * (admin-shell/local-auth.ts, the same as the inbox's).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { localAccessOnly, localTokenRequired } from '../admin-shell/local-auth.ts';
import { adminSecureHeaders } from '../admin-shell/secure-headers.ts';
import { mediaTypeOf, variantBytes } from '../content-compiler/images.ts';
import { AXE_PATH, type ApiError, type NewPageRequest, type PublishRequest, type RestoreRequest } from './api-types.ts';
import type { PreviewRenderer } from './preview-renderer.ts';
import type { Publishing } from './publishing.ts';
import { editorSchemas } from './schemas.ts';
import { MAX_UPLOAD_BYTES, savePhoto } from './uploads.ts';
import { EditorRefusal, type Workspace } from './workspace.ts';

export interface EditorAppOptions {
  workspace: Workspace;
  preview: PreviewRenderer;
  publishing: Publishing;
  token: string;
  /** The built client. */
  clientDir: string;
  /** The preview's build (its stylesheets and font). */
  previewDir: string;
  /** The port it listens on: the only host names it answers are 127.0.0.1 and localhost on it. */
  port: () => number;
}

const COMMAND = 'npm run edit';
/** axe-core as one file, which the preview's frame loads (it runs in the frame's window, on the frame's document). */
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

function answerRefusal(c: Context, error: unknown) {
  if (error instanceof EditorRefusal) {
    return c.json({ error: error.code, message: error.message, ...error.details } satisfies ApiError, error.status);
  }
  console.error(error);
  return c.json(
    { error: 'internal', message: `Errore dell’editor: ${error instanceof Error ? error.message : String(error)}` } satisfies ApiError,
    500,
  );
}

export function createEditorApp({ workspace, preview, publishing, token, clientDir, previewDir, port }: EditorAppOptions): Hono {
  const app = new Hono();
  // The preview's frame is shown by the editor itself, and by nothing else; a photo is shown before its upload.
  app.use('*', adminSecureHeaders({ framesItself: true, blobImages: true }));
  app.use('*', localAccessOnly({ port, command: COMMAND }));
  app.use('*', localTokenRequired({ token, cookie: 'scintilla_editor', command: COMMAND }));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 1024 * 1024,
      onError: (c) => c.json({ error: 'too-large', message: 'Il file è troppo grande.' }, 413),
    }),
  );
  app.onError((error, c) => answerRefusal(c, error));

  app.get('/api/files', async (c) => c.json(await workspace.list()));
  app.get('/api/schemas', (c) => c.json(editorSchemas(workspace.routes())));
  app.get('/api/file', (c) => c.json(workspace.open(c.req.query('file') ?? '')));
  app.post('/api/check', async (c) => {
    const body = await c.req.json<{ file: string; data: unknown; route?: string }>();
    return c.json(await workspace.check(body.file, body.data, body.route));
  });
  app.post('/api/save', async (c) => {
    const body = await c.req.json<{ file: string; data: unknown; version: string }>();
    return c.json(await workspace.save(body.file, body.data, body.version));
  });
  app.get('/api/history', async (c) => c.json(await workspace.history(c.req.query('file') ?? '')));
  app.post('/api/restore', async (c) => {
    const body = await c.req.json<RestoreRequest>();
    return c.json(await workspace.restore(body.file, body.commit, body.version));
  });
  app.get('/api/author', (c) => c.json(publishing.author()));
  app.put('/api/author', async (c) => c.json(publishing.rememberAuthor(await c.req.json())));
  app.get('/api/publish', (c) => c.json(publishing.view()));
  app.post('/api/publish', async (c) => c.json(publishing.start(await c.req.json<PublishRequest>()), 202));
  app.post('/api/pages', async (c) => c.json(await workspace.createPage(await c.req.json<NewPageRequest>()), 201));
  app.delete('/api/pages', async (c) => {
    await workspace.deletePage(c.req.query('file') ?? '');
    return c.body(null, 204);
  });
  app.post('/api/images', async (c) => {
    const form = await c.req.formData();
    const photo = form.get('photo');
    if (!(photo instanceof File)) return c.json({ error: 'missing', message: 'Scegli una foto da caricare.' } satisfies ApiError, 400);
    const place = form.get('place') === 'beside' ? 'beside' : 'public';
    const folder = form.get('folder');
    const page = form.get('page');
    const saved = await savePhoto(workspace, {
      bytes: new Uint8Array(await photo.arrayBuffer()),
      fileName: photo.name,
      place,
      ...(typeof folder === 'string' ? { folder } : {}),
      ...(typeof page === 'string' ? { page } : {}),
    });
    return c.json(saved, 201);
  });

  // The preview's frame runs no script of the page: the editor draws each change into it. Its one script is axe-core,
  // which the editor adds to the frame after the first render to check the page's accessibility (Preview.tsx).
  app.get('/preview/page', async (c) => {
    const document = await workspace.previewDocument(c.req.query('file') ?? '');
    const axeAddress = `${new URL(c.req.url).origin}${AXE_PATH}`;
    return c.html(document, 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'self'; script-src ${axeAddress}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    });
  });
  app.get(AXE_PATH, (c) =>
    c.body(readFileSync(axeScript), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.use(
    '/preview/assets/*',
    serveStatic({ root: previewDir, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/preview/, '') }),
  );
  app.get('/assets/images/:name', async (c) => {
    const variant = preview.variants.get(c.req.path);
    if (!variant) return c.text('Immagine non trovata.', 404);
    return c.body(new Uint8Array(await variantBytes(variant)), 200, { 'Content-Type': mediaTypeOf(variant), 'Cache-Control': 'no-cache' });
  });
  // The content's own images (public/images/), as the site serves them.
  app.use('/images/*', serveStatic({ root: workspace.publicDir }));
  app.use('/favicon.svg', serveStatic({ root: workspace.publicDir }));

  const indexFile = path.join(clientDir, 'index.html');
  app.get('/', (c) => {
    if (!existsSync(indexFile)) return c.text('Il client dell’editor non è stato costruito: npm run build:editor.', 500);
    return c.html(readFileSync(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
  app.use('/editor-assets/*', serveStatic({ root: clientDir }));
  app.notFound((c) => c.text('Pagina non trovata.', 404));
  return app;
}
