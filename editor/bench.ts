/**
 * How long the editor takes from a keystroke to the page's new markup:
 *
 *   npm run bench:editor [-- --runs 60]
 *
 * On a copy of the content, types a sentence letter by letter at the end of the hero's text of
 * /sport/calcio-marketing and, for each letter, times what the server does before the preview can draw it: the
 * build's checks of the whole site with the unsaved text, and the page rendered by the site's own renderer. Prints
 * p50, p95 and the slowest; exits non-zero when p95 is over 100 ms. (The browser then draws only what changed.)
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { JsonObject } from './api-types.ts';
import { ensureEditorBuilds } from './builds.ts';
import { PreviewRenderer } from './preview-renderer.ts';
import { PROJECT_ROOT } from './schemas.ts';
import { Workspace } from './workspace.ts';

const BUDGET_MS = 100;
const FILE = 'pages-yaml/sport/calcio-marketing.yaml';
const TYPED = ' Ogni settimana, un racconto nuovo della squadra e dei suoi tifosi.';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '60' } } });
const runs = Math.max(1, Number(values.runs));

const { previewDir } = await ensureEditorBuilds(PROJECT_ROOT);
const root = mkdtempSync(path.join(tmpdir(), 'bench-editor-'));
try {
  for (const folder of ['pages-yaml', 'public']) cpSync(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true });
  const workspace = await Workspace.create(root, new PreviewRenderer({ bundleDir: previewDir, contentRoot: root }));
  const opened = workspace.open(FILE);
  const sections = opened.data.sections as JsonObject[];
  const hero = sections[0] as JsonObject;
  const typed = (letters: number): JsonObject => ({
    ...opened.data,
    sections: [
      { ...hero, text: `${String(hero.text)}${TYPED.repeat(Math.ceil(runs / TYPED.length) + 1).slice(0, letters)}` },
      ...sections.slice(1),
    ],
  });

  // The first render loads the renderer and sizes the photos: an editor does that once, when the page opens.
  await workspace.check(FILE, typed(0));
  const times: number[] = [];
  for (let letter = 1; letter <= runs; letter++) {
    const started = performance.now();
    const result = await workspace.check(FILE, typed(letter));
    times.push(performance.now() - started);
    if (result.preview === undefined || result.issues.some((issue) => issue.kind === 'error')) {
      throw new Error(`The typed text was refused: ${JSON.stringify(result.issues)}`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  const p95 = at(0.95);
  console.log(
    `Keystroke to preview markup (${runs} letters, ${FILE}): p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(1)} ms (budget p95 ≤ ${BUDGET_MS} ms)`,
  );
  if (p95 > BUDGET_MS) {
    console.error(`Over budget: p95 ${p95.toFixed(1)} ms > ${BUDGET_MS} ms.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
