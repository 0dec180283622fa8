import type { AxeResults, RunOptions } from 'axe-core';
import { AXE_PATH, type FieldIssue, type FieldPath } from '../api-types.ts';
import { copy } from './copy.ts';

/** axe-core as the preview's frame holds it once its script has run there. */
interface Axe {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

type FrameWindow = Window & { axe?: Axe };

/**
 * axe-core in the preview's frame: its script is added to the frame the first time the page is checked, so the
 * editor's first load does not wait for it (about 560 KB), and it runs in the frame's own window, on its document.
 */
function axeIn(document: Document): Promise<Axe> {
  const view = document.defaultView as FrameWindow | null;
  if (view?.axe) return Promise.resolve(view.axe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = AXE_PATH;
    script.addEventListener('load', () => (view?.axe ? resolve(view.axe) : reject(new Error('axe-core did not start'))));
    script.addEventListener('error', () => reject(new Error('axe-core could not be loaded')));
    document.head.append(script);
  });
}

const OPTIONS: RunOptions = { resultTypes: ['violations'], elementRef: true };

/**
 * What axe finds on the rendered preview, as messages beside the field each problem is in (`fieldFor`), or on the page
 * when no field can be told ('outside': the header and footer the site file writes).
 */
export async function accessibilityIssues(
  document: Document,
  fieldFor: (element: Element) => FieldPath | 'outside',
): Promise<FieldIssue[]> {
  const axe = await axeIn(document);
  const { violations } = await axe.run(document, OPTIONS);
  const issues = new Map<string, FieldIssue>();
  for (const violation of violations) {
    const message = copy.accessibility(violation.id, violation.help);
    for (const node of violation.nodes) {
      const found = node.element ? fieldFor(node.element) : 'outside';
      const path = found === 'outside' ? [] : found;
      issues.set(`${path.join('.')} ${violation.id}`, { path, message, kind: 'warning' });
    }
  }
  return [...issues.values()];
}
