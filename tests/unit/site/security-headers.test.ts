// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  endpointOrigin,
  formatHeadersFile,
  inlineScriptHashes,
  securityHeaders,
  writeHeadersFile,
} from '../../../build/security-headers.ts';
import { parseHeadersFile, securityHeadersMiddleware } from '../../../site-server/headers.ts';

const input = {
  inlineScriptHashes: [],
  frameOrigins: ['https://www.google.com'],
  functionOrigin: undefined,
  hstsMaxAgeSeconds: 31_536_000,
  preview: false,
};

describe('the header set the build writes', () => {
  it('hashes only the inline scripts a browser runs (the value openssl gives for the same text)', () => {
    const html =
      '<script>window.x = 1</script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/ld+json" data-head="jsonld">{"@type":"Organization"}</script>' +
      '<script type="module">window.x = 1</script>';

    expect(inlineScriptHashes(html)).toEqual([
      'sha256-TRQHTtKk2Jz9TNrGZb+BnTJZb+vLVfeW/a0aaZ7avUM=',
      'sha256-TRQHTtKk2Jz9TNrGZb+BnTJZb+vLVfeW/a0aaZ7avUM=',
    ]);
  });

  it('lets scripts, fetches and form posts reach a function hosted elsewhere, and nothing else', () => {
    const policy = contentSecurityPolicy({
      ...input,
      inlineScriptHashes: ['sha256-abc='],
      functionOrigin: endpointOrigin('https://funzioni.example.com/functions/v1/send-contact-email'),
    });

    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("connect-src 'self' https://funzioni.example.com;");
    expect(policy).toContain("form-action 'self' https://funzioni.example.com;");
    expect(endpointOrigin('/functions/v1/send-contact-email')).toBeUndefined();
    expect(contentSecurityPolicy({ ...input, frameOrigins: [] })).toContain("frame-src 'none';");
  });

  it('round-trips through the _headers format static hosts read', () => {
    const headers = securityHeaders(input);
    expect(parseHeadersFile(`# commento\n/assets/*\n  Cache-Control: immutable\n${formatHeadersFile(headers)}`)).toEqual(headers);
    expect(securityHeaders({ ...input, hstsMaxAgeSeconds: 0 })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('tells a static host never to cache version.json, which “Pubblica” polls to know a build is online', () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'headers-file-'));
    try {
      const written = writeHeadersFile(clientDir, { ...input, inlineScripts: [] });
      const text = readFileSync(path.join(clientDir, '_headers'), 'utf8');
      expect(text).toMatch(/^\/version\.json\n {2}Cache-Control: no-store$/m);
      // The rule for every path is unchanged.
      expect(parseHeadersFile(text)).toEqual(written);
      expect(written).not.toHaveProperty('Cache-Control');
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('asks search engines not to index any answer of a preview, and a release’s answers are indexable', () => {
    expect(securityHeaders({ ...input, preview: true })['X-Robots-Tag']).toBe('noindex');
    expect(securityHeaders(input)).not.toHaveProperty('X-Robots-Tag');
  });
});

describe('the server sends the built set', () => {
  const built = securityHeaders(input);

  function serverApp(trustForwardedProto: boolean) {
    const app = new Hono();
    app.use('*', securityHeadersMiddleware(built, { trustForwardedProto }));
    app.get('*', (c) => c.text('pagina'));
    return app;
  }

  it('over HTTPS, exactly as built', async () => {
    const direct = await serverApp(false).request('https://www.agenzia.example/contatti');
    const behindProxy = await serverApp(true).request('http://10.0.0.2/contatti', { headers: { 'X-Forwarded-Proto': 'https' } });

    for (const answer of [direct, behindProxy]) {
      for (const [name, value] of Object.entries(built)) expect(answer.headers.get(name)).toBe(value);
    }
  });

  it('over plain HTTP, without HSTS and without upgrading requests to an https:// nobody serves', async () => {
    const plain = await serverApp(false).request('http://192.168.1.20:4173/');
    const untrustedProxyHeader = await serverApp(false).request('http://192.168.1.20:4173/', { headers: { 'X-Forwarded-Proto': 'https' } });

    for (const answer of [plain, untrustedProxyHeader]) {
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      expect(answer.headers.get('content-security-policy')).toBe(
        (built['Content-Security-Policy'] ?? '').replace('; upgrade-insecure-requests', ''),
      );
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
