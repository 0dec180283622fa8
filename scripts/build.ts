import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, loadEnv } from 'vite';
import { languageFromArgs } from '../content-compiler/language.ts';
import { buildNow } from '../content-compiler/build-clock.ts';
import { loadContent } from '../content-compiler/load.ts';
import { cliText, formatContentWarning } from '../content-compiler/messages.ts';
import { formatPlaceholderWarning } from '../content-compiler/placeholders.ts';
import { formatContentError } from '../content-compiler/yaml-source.ts';
import { mantineClassesWithoutStyles } from '../build/mantine-styles-check.ts';
import { precompressFiles } from '../build/precompress.ts';
import { buildServer } from '../build/server-bundle.ts';
import { ADMIN_CLIENT_DIR } from '../inbox/admin.ts';
import { ensureInboxClient } from '../inbox/client-build.ts';
import { bundleWorker, WORKER_ASSETS_DIR, WORKER_BUNDLE_BUDGET_BYTES } from '../build/worker-bundle.ts';
import { inlineScripts } from '../build/page-document.ts';
import { prerender } from '../build/prerender.ts';
import { sectionIndexProblems } from '../build/section-index.ts';
import { writeScheduleFile } from '../build/schedule-file.ts';
import { writeEmailCopyFile } from '../build/email-copy-file.ts';
import { sourceCommit, writeVersionFile } from '../build/version-file.ts';
import { endpointOrigin, HEADERS_FILE, mapFrameOrigins, readHstsMaxAge, writeHeadersFile } from '../build/security-headers.ts';

// Separate output folders (OUT_DIR, SSR_OUT_DIR) let several builds of one checkout run side by side.
const CLIENT_OUT_DIR = process.env.OUT_DIR ?? 'dist';
const SERVER_OUT_DIR = process.env.SSR_OUT_DIR ?? '.ssr';

const args = process.argv.slice(2);
const language = languageFromArgs(args);
const text = cliText[language];
const isRelease = args.includes('--release');
const started = performance.now();

const sectionProblems = sectionIndexProblems(path.resolve(import.meta.dirname, '..'));
if (sectionProblems.length > 0) {
  for (const problem of sectionProblems) console.error(problem);
  console.error('\nBuild stopped: run npm run sections:index (npm run new:section does it for a new type).');
  process.exit(1);
}

// One "now" for the whole build (content-compiler/build-clock.ts): the lint here and the client and server builds'
// loads below must agree on which scheduled pages are online, even when the clock passes a publishAt in between.
const builtAt = buildNow();
process.env.BUILD_NOW = builtAt.toISOString();
const content = await loadContent({ language });
if (content.errors.length > 0) {
  for (const error of content.errors) console.error(formatContentError(error));
  console.error(`\n${text.buildStopped(content.errors.length)}`);
  process.exit(1);
}
for (const warning of content.warnings) console.warn(formatContentWarning(warning, language));
if (content.placeholders.length > 0) {
  const report = isRelease ? console.error : console.warn;
  for (const placeholder of content.placeholders) report(formatPlaceholderWarning(placeholder, language));
  if (isRelease) {
    console.error(`\n${text.releaseRefused(content.placeholders.length)}`);
    process.exit(1);
  }
  console.warn(`\n${text.previewWithPlaceholders(content.placeholders.length)}\n`);
}

const mode = process.env.BUILD_MODE ?? 'production';
await build({ mode, logLevel: 'warn', build: { outDir: CLIENT_OUT_DIR, emptyOutDir: true } });
// The server build renders every page, so it holds every stylesheet a page uses: it emits them (and the font)
// with a manifest, from which each page's stylesheet is joined (scripts/page-styles.ts).
await build({
  mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    ssrEmitAssets: true,
    cssCodeSplit: true,
    manifest: true,
  },
});
// A build whose content still has placeholders is a preview: no page of it may be indexed, and each says so.
const preview = content.placeholders.length > 0;
const pages = await prerender({ clientDir: CLIENT_OUT_DIR, serverDir: SERVER_OUT_DIR, preview });
writeHeadersFile(CLIENT_OUT_DIR, {
  inlineScripts: inlineScripts(),
  frameOrigins: mapFrameOrigins(content.content?.pages ?? []),
  functionOrigin: endpointOrigin(loadEnv(mode, process.cwd(), 'VITE_').VITE_CONTACT_ENDPOINT),
  hstsMaxAgeSeconds: readHstsMaxAge(process.env.HSTS_MAX_AGE),
  preview,
});
console.log(`Security headers written to ${CLIENT_OUT_DIR}/${HEADERS_FILE}.`);
// Every page's schedule, online now or not: the runtimes deploy again when the next of these times comes.
const scheduledChanges = writeScheduleFile(
  CLIENT_OUT_DIR,
  content.validated.pages.map(({ page }) => page),
  builtAt,
);
if (scheduledChanges.length > 0) {
  console.log(
    `Scheduled changes after this build: ${scheduledChanges.map((change) => change.toISOString()).join(', ')} (the runtimes start the deploy again then: README, "Pagine programmate").`,
  );
}
// The visitor mails' copy, which every runtime hands to the function at start-up (functions/send-contact-email/email-copy.ts).
if (content.content !== undefined)
  console.log(
    `E-mail copy written to ${writeEmailCopyFile(CLIENT_OUT_DIR, {
      ...content.content.email,
      newsletterNotice: content.content.site.newsletter.subscribedNotice,
    })}.`,
  );
const version = { commit: sourceCommit(process.cwd()), builtAt: new Date().toISOString() };
writeVersionFile(CLIENT_OUT_DIR, version);
console.log(`Version: ${CLIENT_OUT_DIR}/version.json names commit ${version.commit ?? 'none (not a git checkout, no SOURCE_COMMIT)'}.`);
// What a Cloudflare Worker's static assets leave out (wrangler.jsonc): the server's own files and what the build keeps for itself.
writeFileSync(path.join(CLIENT_OUT_DIR, '.assetsignore'), ['.server', '.vite', '*.map', ''].join('\n'));

const unstyled = mantineClassesWithoutStyles(CLIENT_OUT_DIR);
if (unstyled.size > 0) {
  for (const [className, chunks] of unstyled)
    console.error(`Mantine class ${className} (used in ${chunks.join(', ')}) has no stylesheet in the build.`);
  console.error(
    '\nBuild stopped: import the stylesheet of each Mantine component the site uses (src/styles/mantine.css, or next to the lazy module that uses it).',
  );
  process.exit(1);
}

// The owner's app (inbox/admin.ts) is served from the site's folder on every runtime: the Worker's static assets and
// Deno's DIST_DIR hold nothing else. A dot folder: the site itself never serves it.
const adminClientDir = path.join(CLIENT_OUT_DIR, ADMIN_CLIENT_DIR);
rmSync(adminClientDir, { recursive: true, force: true });
cpSync(await ensureInboxClient(process.cwd()), adminClientDir, { recursive: true });
console.log(`The owner's app's client copied to ${adminClientDir}.`);

await precompressFiles(CLIENT_OUT_DIR);
// After the compressed copies: the server's own files are never served.
const serverDir = await buildServer(CLIENT_OUT_DIR);
console.log(`Node server compiled to ${serverDir} (npm start runs it with the production dependencies only).`);
// The Worker serves dist/ (wrangler.jsonc): a build written elsewhere (OUT_DIR) is not what it would deploy.
if (path.resolve(CLIENT_OUT_DIR) === WORKER_ASSETS_DIR) {
  const worker = await bundleWorker();
  const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `Cloudflare Worker bundle (wrangler.jsonc): ${kilobytes(worker.bytes)}, ${kilobytes(worker.gzipBytes)} gzipped (budget ${kilobytes(WORKER_BUNDLE_BUDGET_BYTES)}); node: modules imported: ${worker.nodeModules.length === 0 ? 'none' : worker.nodeModules.join(', ')}; bundled by ${worker.bundler}.`,
  );
  if (worker.gzipBytes > WORKER_BUNDLE_BUDGET_BYTES || worker.nodeModules.length > 0) {
    console.error(
      '\nBuild stopped: the Worker bundle must stay within its budget and import no node: module (workerd has none without nodejs_compat).',
    );
    process.exit(1);
  }
} else {
  console.log(
    `Cloudflare Worker bundle: not made (wrangler.jsonc serves ${path.relative(process.cwd(), WORKER_ASSETS_DIR)}/, this build wrote ${CLIENT_OUT_DIR}/).`,
  );
}
console.log(text.built(pages, CLIENT_OUT_DIR, (performance.now() - started) / 1000, isRelease));
