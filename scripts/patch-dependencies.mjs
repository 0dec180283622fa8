// `postinstall`: applies patches/ with patch-package after every `npm ci` or `npm install`. The patches move two checks of
// Hono's middleware ahead of work they made on every request: hono/body-limit read the body stream before it looked at
// Content-Length, and hono/cors added `Vary` after the answer was built, which rebuilt it around a stream; on Node's
// server each built a web Request or Response. With them the function took 1,912 leads/s against 1,514 (bench:function
// --with-answers, three runs alternated). patch-package is a production dependency, so `npm ci --omit=dev` on a server
// patches Hono too; an install with --ignore-scripts keeps it as published, which costs only that speed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const cli = path.join('node_modules', 'patch-package', 'index.js');
if (existsSync(cli)) execFileSync(process.execPath, [cli, '--error-on-fail'], { stdio: 'inherit' });
else console.warn('patch-package is not installed: patches/ left unapplied (Hono as published, slower).');
