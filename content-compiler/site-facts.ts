/**
 * The agency's facts: what the site file states once (name, legal identity, contacts, address) and every other text
 * refers to by name, `{agenzia.nome}`, `{contatti.indirizzo}`. The names are Italian, as the marketers write them;
 * each reads one field of pages-yaml/_site.yaml (or joins a few). The loader puts the values in place of the references
 * before anything is validated (content-compiler/fact-references.ts), so pages, structured data, the sitemap and the
 * dev server all see the resolved text.
 */

type FieldPath = readonly string[];

interface FactDefinition {
  name: string;
  /** Where the fact is written in the site file; a fact joined from several fields names them all. */
  fields: readonly FieldPath[];
  value(read: (path: FieldPath) => string | undefined, count: (path: FieldPath) => number | undefined): string | undefined;
  /**
   * A literal copy of the value anywhere else is refused: the value is the agency's own (its name, its street, its
   * numbers), so a copy is certainly a copy. Not for a town, a postcode or a province, which copy also writes freely.
   */
  refuseCopies: boolean;
}

const field = (...path: string[]): Pick<FactDefinition, 'fields' | 'value'> => ({ fields: [path], value: (read) => read(path) });

const ADDRESS = ['contact', 'address'] as const;

export const FACT_DEFINITIONS: readonly FactDefinition[] = [
  { name: 'agenzia.nome', ...field('brand', 'name'), refuseCopies: true },
  { name: 'agenzia.sito', ...field('brand', 'url'), refuseCopies: true },
  { name: 'agenzia.ragioneSociale', ...field('legal', 'ragioneSociale', 'value'), refuseCopies: true },
  { name: 'agenzia.partitaIva', ...field('legal', 'partitaIva', 'value'), refuseCopies: true },
  { name: 'agenzia.rea', ...field('legal', 'rea', 'value'), refuseCopies: true },
  { name: 'agenzia.capitaleSociale', ...field('legal', 'capitaleSociale', 'value'), refuseCopies: false },
  { name: 'agenzia.pec', ...field('legal', 'pec', 'value'), refuseCopies: true },
  { name: 'contatti.telefono', ...field('contact', 'phoneDisplay'), refuseCopies: true },
  { name: 'contatti.email', ...field('contact', 'email'), refuseCopies: true },
  {
    name: 'contatti.indirizzo',
    fields: [
      [...ADDRESS, 'street'],
      [...ADDRESS, 'postalCode'],
      [...ADDRESS, 'city'],
      [...ADDRESS, 'province'],
    ],
    value: (read) => {
      const [street, postalCode, city, province] = ['street', 'postalCode', 'city', 'province'].map((part) => read([...ADDRESS, part]));
      return street && postalCode && city && province ? `${street}, ${postalCode} ${city} (${province})` : undefined;
    },
    refuseCopies: true,
  },
  { name: 'contatti.via', ...field(...ADDRESS, 'street'), refuseCopies: true },
  { name: 'contatti.cap', ...field(...ADDRESS, 'postalCode'), refuseCopies: false },
  { name: 'contatti.citta', ...field(...ADDRESS, 'city'), refuseCopies: false },
  { name: 'contatti.provincia', ...field(...ADDRESS, 'province'), refuseCopies: false },
  { name: 'prezzi.iva', ...field('prices', 'vat', 'value'), refuseCopies: false },
  // How many sports the division has: the entries under "sports", which the grid of /sport shows.
  { name: 'sport.categorie', fields: [['sports']], value: (_read, count) => count(['sports'])?.toString(), refuseCopies: false },
];

export const FACT_NAMES: readonly string[] = FACT_DEFINITIONS.map((definition) => definition.name);

export interface SiteFact {
  name: string;
  /** Undefined when the site file lacks the field: its own validation says so, and a reference to it is left as written. */
  value: string | undefined;
  refuseCopies: boolean;
}

export interface SiteFacts {
  byName: ReadonlyMap<string, SiteFact>;
  /** The site file's fields that hold the facts, as dotted paths ("brand.name"): there the value is written out. */
  sourceFields: ReadonlySet<string>;
}

function readField(data: unknown, path: FieldPath): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function readString(data: unknown, path: FieldPath): string | undefined {
  const value = readField(data, path);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function readCount(data: unknown, path: FieldPath): number | undefined {
  const value = readField(data, path);
  return Array.isArray(value) ? value.length : undefined;
}

/** A shared figure in a text: `{cifre.discipline}` is the value of `figures.discipline` ("15+"). */
export const FIGURE_NAMESPACE = 'cifre';

/**
 * A fact the owner has not given yet (its group in the site file carries `toSupply`, as `legal.partitaIva` does): its
 * value stands in for it ("da indicare"), so another text that holds the same words is no copy of the agency's own.
 */
function isPlaceholder(siteData: unknown, definition: FactDefinition): boolean {
  return definition.fields.some(
    (path) => path.at(-1) === 'value' && typeof readField(siteData, [...path.slice(0, -1), 'toSupply']) === 'string',
  );
}

/** The facts of a parsed (not yet validated) site file, and its shared figures' values as `cifre.<name>`. */
export function siteFactsOf(siteData: unknown): SiteFacts {
  const read = (path: FieldPath) => readString(siteData, path);
  const count = (path: FieldPath) => readCount(siteData, path);
  const byName = new Map<string, SiteFact>(
    FACT_DEFINITIONS.map((definition) => [
      definition.name,
      {
        name: definition.name,
        value: definition.value(read, count),
        refuseCopies: definition.refuseCopies && !isPlaceholder(siteData, definition),
      },
    ]),
  );
  const sourceFields = new Set(FACT_DEFINITIONS.flatMap((definition) => definition.fields.map((path) => path.join('.'))));
  const figures = (siteData as { figures?: unknown } | null | undefined)?.figures;
  if (figures !== null && typeof figures === 'object' && !Array.isArray(figures)) {
    for (const key of Object.keys(figures)) {
      const name = `${FIGURE_NAMESPACE}.${key}`;
      byName.set(name, { name, value: read(['figures', key, 'value']), refuseCopies: false });
      sourceFields.add(`figures.${key}.value`);
    }
  }
  return { byName, sourceFields };
}
