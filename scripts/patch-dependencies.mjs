// `postinstall`: applies patches/ with patch-package after every `npm ci` or `npm install`. The patches move two checks of
// Hono's middleware ahead of work they made on every request: hono/body-limit read the body stream before it looked at
// Content-Length, and hono/cors added `Vary` after the answer was built, which rebuilt it around a stream; on Node's
// server each built a web Request or Response. With them the function took 1,912 leads/s against 1,514 (bench:function
// --with-answers, three runs alternated). A production install without the development tools has no patch-package: it
// keeps Hono as published, which costs only that speed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const cli = path.join('node_modules', 'patch-package', 'index.js');
if (existsSync(cli)) execFileSync(process.execPath, [cli, '--error-on-fail'], { stdio: 'inherit' });
else console.warn('patch-package is not installed (an install without the development tools): patches/ left unapplied.');
