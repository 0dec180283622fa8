// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_FILE } from '../../../functions/send-contact-email/scheduled-deploy.ts';
import { createNodeSiteApp } from '../../../site-server/node.ts';
import { createContentFixture, linkBuildParts, projectRoot, type ContentFixture, scheduledArticle } from './fixture.ts';
import { FIXTURE_BUILD_NOW, SCHEDULED_ARTICLE, siteFixture, siteFixtureBuild } from './site-fixture.ts';

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Every built file that names the article's address: pages, route manifest, article list, search data. */
function filesNaming(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|json|xml|txt)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(text))
    .map((file) => path.relative(dir, file));
}

// Two real builds of one article (publishAt 3 December 2026, 9:00 in Rome = 08:00 UTC), the clock set by BUILD_NOW: one minute
// before, of a copy of the content; one minute after, the copy of the project the build tests share (site-fixture.ts).
describe('a release built around an article’s publishAt', { timeout: 600_000 }, () => {
  let fixture: ContentFixture;
  const build = (outDir: string, now: string) => {
    const result = spawnSync(process.execPath, [tsx, path.join(projectRoot, 'scripts', 'build.ts')], {
      cwd: fixture.root,
      encoding: 'utf8',
      timeout: 300_000,
      env: { ...process.env, BUILD_NOW: now, OUT_DIR: outDir, SSR_OUT_DIR: `.ssr-${outDir}` },
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    return path.join(fixture.root, outDir);
  };

  beforeAll(async () => {
    fixture = createContentFixture();
    await linkBuildParts(fixture.root);
    // Vite wants its config inside the project root, not behind a link.
    copyFileSync(path.join(projectRoot, 'vite.config.ts'), path.join(fixture.root, 'vite.config.ts'));
    fixture.write(SCHEDULED_ARTICLE, scheduledArticle('publishAt: "2026-12-03 09:00"'));
    // Started now, the shared build runs in the background beside this file's own.
    await siteFixture();
  });
  afterAll(() => fixture.dispose());

  /** What the release's own server (npm start) answers at an address. */
  const served = (out: string, address: string) => new Hono().route('/', createNodeSiteApp(out)).request(address);

  it('one minute before: a 404, no sitemap entry, no list entry, nothing that names it', async () => {
    const out = build('dist-before', '2026-12-03T07:59:00Z');
    expect((await served(out, '/blog/benvenuti')).status).toBe(404);
    expect(existsSync(path.join(out, 'blog', 'benvenuti', 'index.html'))).toBe(false);
    expect(existsSync(path.join(out, 'blog', 'benvenuti.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/blog/benvenuti<');
    expect(readFileSync(path.join(out, 'blog', 'index.html'), 'utf8')).not.toContain('Benvenuti nel nuovo sito');
    expect(filesNaming(out, '/blog/benvenuti')).toEqual([]);
    // The runtimes' scheduled job reads when to deploy again; visitors cannot read it.
    expect(JSON.parse(readFileSync(path.join(out, SCHEDULE_FILE), 'utf8'))).toEqual({
      builtAt: '2026-12-03T07:59:00.000Z',
      changes: ['2026-12-03T08:00:00.000Z'],
    });
    expect((await served(out, `/${SCHEDULE_FILE}`)).status).toBe(404);
  });

  it('one minute after: the page, its sitemap entry and its place at the top of the blog list', async () => {
    const shared = await siteFixture();
    expect(readFileSync(path.join(shared.root, SCHEDULED_ARTICLE), 'utf8')).toBe(
      readFileSync(path.join(fixture.root, SCHEDULED_ARTICLE), 'utf8'),
    );
    expect(FIXTURE_BUILD_NOW).toBe('2026-12-03T08:01:00Z');
    const { status, output, out } = await siteFixtureBuild();
    expect(status, output).toBe(0);
    expect((await served(out, '/blog/benvenuti')).status).toBe(200);
    expect(readFileSync(path.join(out, 'blog', 'benvenuti', 'index.html'), 'utf8')).toMatch(/<h1[^>]*>Benvenuti nel nuovo sito/);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/blog/benvenuti</loc>');
    const list = readFileSync(path.join(out, 'blog', 'index.html'), 'utf8');
    expect(list).toMatch(/<a[^>]*href="\/blog\/benvenuti"/);
    expect(list).toContain('3 dicembre 2026');
    expect(JSON.parse(readFileSync(path.join(out, SCHEDULE_FILE), 'utf8')).changes).toEqual([]);
  });
});
