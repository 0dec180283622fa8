// `npm start`: serves the built site and the function with the compiled server in dist/.server/
// (build/server-bundle.ts), which needs only the production dependencies. Plain JavaScript, since
// it runs before anything is compiled: on a clone with the development tools it builds first when
// the build is missing or older than its sources; on a production install it serves what was built.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, SITE_BUILD_SOURCES } from '../admin-shell/stale-build.mjs';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const server = path.join(distDir, '.server', 'start.js');
const builtFiles = [path.join(distDir, 'index.html'), path.join(distDir, '_headers'), server];
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

if (process.env.SKIP_BUILD !== '1' && buildIsStale(root, { built: builtFiles, sources: SITE_BUILD_SOURCES })) {
  if (existsSync(tsxCli)) {
    console.log('The built site is missing or older than its sources: building it first…');
    execFileSync(process.execPath, [tsxCli, path.join(root, 'scripts', 'build.ts')], { stdio: 'inherit' });
  } else if (!existsSync(server)) {
    console.error(
      `${path.relative(root, server)} is missing, and this installation has no development tools to build it. ` +
        'Run `npm ci && npm run build` where they are installed, then copy dist/ here.',
    );
    process.exit(1);
  } else {
    console.warn('The sources are newer than dist/: serving the build that is there (npm run build updates it).');
  }
}

await import(pathToFileURL(server).href);
