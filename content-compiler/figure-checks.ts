import { say } from '../schema/messages.ts';
import type { StatFigure } from '../schema/shared-figures.ts';
import { visitObjects } from './visit-objects.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/** "Clienti soddisfatti", "clienti  soddisfatti" and "Clienti soddisfatti." name the same figure. */
function normalisedLabel(label: string): string {
  return label
    .toLocaleLowerCase('it')
    .replace(/[’`]/g, "'")
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A figure a page writes out (`value` and `label`) under the label of a figure shared in the site file: a copy of it,
 * or worse a different number for the same claim ("Clienti soddisfatti: 92%" where the site says 100%). Either way the
 * page should refer to the shared one; a different claim needs a label that says what it measures.
 */
export function checkSharedFigureCopies(source: YamlSource, figures: Readonly<Record<string, StatFigure>>, errors: ContentError[]): void {
  const byLabel = new Map(Object.entries(figures).map(([name, figure]) => [normalisedLabel(figure.label), { name, figure }]));
  if (byLabel.size === 0) return;
  visitObjects(source.data, (record, fieldPath) => {
    const { value, label } = record;
    if (typeof label !== 'string' || (typeof value !== 'string' && typeof value !== 'number') || 'figure' in record) return;
    const shared = byLabel.get(normalisedLabel(label));
    if (!shared) return;
    const { name, figure } = shared;
    const written = String(value).trim();
    errors.push(
      source.errorAt(
        fieldPath,
        written === figure.value
          ? say(
              `la cifra "${figure.value} ${figure.label}" è scritta una volta sola in pages-yaml/_site.yaml: al posto di value e label scrivi - figure: ${name}`,
              `the figure "${figure.value} ${figure.label}" is written once in pages-yaml/_site.yaml; instead of value and label write - figure: ${name}`,
            )
          : say(
              `"${written} ${label}" contraddice la cifra condivisa "${name}" di pages-yaml/_site.yaml (${figure.value} ${figure.label}): scrivi - figure: ${name}, oppure, se è un’altra cifra, dalle un’etichetta che dica che cosa misura`,
              `"${written} ${label}" contradicts the shared figure "${name}" in pages-yaml/_site.yaml (${figure.value} ${figure.label}); write - figure: ${name}, or, if it is another figure, give it a label that says what it measures`,
            ),
      ),
    );
  });
}
