/**
 * Every build says which commit it was built from, in a small JSON file the site serves never cached
 * (site-server/rules.ts): "Pubblica" polls it on the live site until it names the commit it pushed.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION_FILE } from '../site-server/rules.ts';

export interface BuildVersion {
  /** The commit built: $SOURCE_COMMIT when set (a host that builds a copy without .git), else git's HEAD, else null. */
  commit: string | null;
  builtAt: string;
}

export function sourceCommit(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.SOURCE_COMMIT?.trim();
  if (given) return given;
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout, or git is not installed: the build still works, it just cannot say its commit.
    return null;
  }
}

export function writeVersionFile(clientDir: string, version: BuildVersion): string {
  const file = path.join(clientDir, VERSION_FILE);
  writeFileSync(file, `${JSON.stringify(version)}\n`);
  return file;
}
