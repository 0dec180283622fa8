import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listYamlFiles } from '../content-compiler/discovery.ts';
import { patchYaml, readYamlData } from './yaml-patch.ts';

export interface RoundTripResult {
  files: number;
  /** Project-relative files that would not come back byte for byte, with why. */
  changed: Array<{ file: string; reason: string }>;
}

/**
 * Every YAML file of `pagesDir` through the editor's own load and save: read as the editor reads it, sent as JSON
 * (as the browser gets it and sends it back), written back. A file that would change by one byte is listed.
 */
export function roundTrip(pagesDir: string, root: string): RoundTripResult {
  const files = listYamlFiles(pagesDir);
  const changed: RoundTripResult['changed'] = [];
  for (const file of files) {
    const shown = path.relative(root, file).replace(/\\/g, '/');
    const text = readFileSync(file, 'utf8');
    try {
      const fromBrowser: unknown = JSON.parse(JSON.stringify(readYamlData(text)));
      const written = patchYaml(text, fromBrowser);
      if (written !== text) changed.push({ file: shown, reason: firstDifference(text, written) });
    } catch (error) {
      changed.push({ file: shown, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { files: files.length, changed };
}

function firstDifference(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line < 0 ? a.length : line;
  return `riga ${at + 1}: ${JSON.stringify(a[at] ?? '')} diventerebbe ${JSON.stringify(b[at] ?? '')}`;
}
