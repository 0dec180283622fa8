import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Checks every built page with the W3C Nu HTML checker (vnu-jar from npm, run on the machine's Java 11+)
 * and fails on any error. One Java process for all pages keeps it to a few seconds.
 */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

function htmlFiles(directory: string): string[] {
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const full = path.join(directory, name);
      if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
      return name.endsWith('.html') ? [full] : [];
    });
}

const files = htmlFiles(distDir);
if (files.length === 0) {
  console.error(`No HTML file in ${distDir}: build the site first (npm run build).`);
  process.exit(1);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error('The W3C checker needs Java 11 or later on the PATH. Install it with: apt-get install -y openjdk-17-jre-headless');
  process.exit(1);
}

// The checker also reads the CSS inlined for the first paint, with a property list that lags the
// browsers (container-type, text-box-trim, calc() in custom properties): it checks the HTML only.
// It also predates <link rel="expect" blocking="render"> (HTML Standard, "Link type expect", 2024).
const LAGGING_CHECKS = '.*(CSS: |A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”).*';
const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--filterpattern', LAGGING_CHECKS, '--format', 'gnu', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const errors = result.stderr.split('\n').filter((line) => line.trim() !== '');
for (const line of errors) console.error(path.relative(process.cwd(), line.replace(/^"?file:/, '').replace(/"(?=:)/, '')));
if (result.status !== 0 || errors.length > 0) {
  console.error(`\nW3C Nu HTML checker: ${errors.length} error${errors.length === 1 ? '' : 's'} in ${files.length} HTML files.`);
  process.exit(1);
}
console.log(`W3C Nu HTML checker: no error in ${files.length} HTML files.`);
