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

/** A figure as a number: its size and whether it is a share ("100%") or a count ("20+", "oltre 20", "3"). */
interface Quantity {
  amount: number;
  share: boolean;
}

/** "1.000+" → 1000 count, "+300%" → 300 share, "4:1" or "TOP 3" → nothing comparable. */
function quantityOf(written: string): Quantity | undefined {
  const parts = /^[+\-−]?(\d[\d.]*(?:,\d+)?)\s?(%|\+)?$/.exec(written.trim());
  if (!parts?.[1]) return undefined;
  return { amount: Number(parts[1].replace(/\./g, '').replace(',', '.')), share: parts[2] === '%' };
}

/** Words that join a number to what it counts: "100% di clienti soddisfatti", "20 dei clienti attivi". */
const JOINING_WORD = /^(?:di|dei|degli|delle|del|della)\s+/;

/** A number in a text, with what makes it a share or an "at least": "100%", "20+", "oltre 20", "+300%". */
const NUMBER_IN_TEXT = /(?<![\p{L}\d.,+\-−])((?:(?:oltre|più di)\s+)?[+\-−]?\d[\d.]*(?:,\d+)?(?:\s?%|\+)?)(?![\d\p{L}])/giu;

/** Keys whose text no visitor reads as a sentence: notes for the owner, the editor's schema line. */
const NOT_COPY = new Set(['toSupply', '$schema']);

interface FigureInText {
  name: string;
  figure: StatFigure;
  quantity: Quantity;
  /** The label as it reads after a number: lower case, single spaces. */
  measure: string;
}

function figuresInText(figures: Readonly<Record<string, StatFigure>>): FigureInText[] {
  return Object.entries(figures).flatMap(([name, figure]) => {
    const quantity = quantityOf(figure.value);
    const measure = normalisedLabel(figure.label);
    return quantity && measure !== '' ? [{ name, figure, quantity, measure }] : [];
  });
}

/** The words after a number, as a label reads: "  di Clienti  Attivi, ogni mese" → "clienti attivi, ogni mese". */
function wordsAfter(text: string): string {
  return normalisedLabel(text.slice(0, 80)).replace(JOINING_WORD, '');
}

/**
 * A figure written into a sentence with the measure of a shared figure ("seguiamo 25 clienti attivi" where the site file
 * says 20+ Clienti attivi): a different number contradicts it, the same one copies it. Either way the text should refer
 * to it, `{cifre.clienti-attivi}`; a share and a count of the same people ("100% clienti soddisfatti", "oltre 50 clienti
 * soddisfatti") are different measures.
 */
export function checkSharedFiguresInText(
  source: YamlSource,
  figures: Readonly<Record<string, StatFigure>>,
  errors: ContentError[],
  isSiteFile: boolean,
): void {
  const shared = figuresInText(figures);
  if (shared.length === 0) return;
  const visit = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') {
      checkText(value, path);
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // The site file's figures are where the values are written.
        if (NOT_COPY.has(key) || (isSiteFile && path.length === 0 && key === 'figures')) continue;
        visit(child, [...path, key]);
      }
    }
  };
  const checkText = (text: string, path: PropertyKey[]) => {
    if (!/\d/.test(text)) return;
    const readable = text.replace(/[’`]/g, "'");
    for (const match of readable.matchAll(NUMBER_IN_TEXT)) {
      const written = match[1] ?? '';
      const found = quantityOf(written.replace(/^(oltre|più di)\s+/i, ''));
      if (!found) continue;
      const after = wordsAfter(readable.slice(match.index + written.length));
      const same = shared.find(
        ({ measure, quantity }) =>
          quantity.share === found.share && after.startsWith(measure) && !/^[\p{L}\d]/u.test(after.slice(measure.length)),
      );
      if (!same) continue;
      const { name, figure, quantity, measure } = same;
      const claim = `${written.replace(/\s+/g, ' ')} ${measure}`;
      errors.push(
        source.errorInText(
          path,
          match.index,
          found.amount === quantity.amount
            ? say(
                `il testo scrive per esteso "${claim}", la cifra condivisa "${name}" di pages-yaml/_site.yaml: scrivi {cifre.${name}} al posto del numero, così cambia da sola quando cambia il file del sito`,
                `the text writes out "${claim}", the shared figure "${name}" in pages-yaml/_site.yaml; write {cifre.${name}} instead of the number, so it changes when the site file does`,
              )
            : say(
                `"${claim}" contraddice la cifra condivisa "${name}" di pages-yaml/_site.yaml (${figure.value} ${figure.label}): scrivi {cifre.${name}} al posto del numero oppure, se è un’altra cifra, di’ con altre parole che cosa misura`,
                `"${claim}" contradicts the shared figure "${name}" in pages-yaml/_site.yaml (${figure.value} ${figure.label}); write {cifre.${name}} instead of the number or, if it is another figure, say in other words what it measures`,
              ),
        ),
      );
    }
  };
  visit(source.data, []);
}
