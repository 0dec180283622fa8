import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE, parseHeadersFile } from './headers.ts';

/** The security headers the build wrote into `distDir`, for the Node server. */
export function readBuiltHeaders(distDir: string): Record<string, string> {
  const file = path.join(distDir, HEADERS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build, which writes the security headers.`);
  return parseHeadersFile(readFileSync(file, 'utf8'));
}
