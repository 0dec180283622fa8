import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * The Mantine classes the bundle's scripts use that no stylesheet of the build defines: a
 * component whose stylesheet is missing from src/styles/mantine.css. Each comes with the
 * script chunks that use it, so the missing component can be found.
 */
export function mantineClassesWithoutStyles(clientDir: string): Map<string, string[]> {
  const assets = path.join(clientDir, 'assets');
  const files = readdirSync(assets);
  const defined = new Set(
    files
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => readFileSync(path.join(assets, file), 'utf8').match(MANTINE_CLASS) ?? []),
  );
  const missing = new Map<string, string[]>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    for (const className of new Set(readFileSync(path.join(assets, file), 'utf8').match(MANTINE_CLASS) ?? [])) {
      if (!defined.has(className)) missing.set(className, [...(missing.get(className) ?? []), file]);
    }
  }
  return missing;
}
