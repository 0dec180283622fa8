import { say } from '../schema/messages.ts';
import { FACT_NAMES, FIGURE_NAMESPACE, type SiteFacts } from './site-facts.ts';
import { nearest } from './suggest.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';

/**
 * `{agenzia.nome}`, `{cifre.anni-sul-territorio}`: a name with one dot between braces. The site file's templates
 * (`{pacchetto}`, `{minuti}`) have none.
 */
const REFERENCE = /\{(\p{L}+\.\p{L}[\p{L}\d-]*)\}/gu;
const REFERENCE_NAME = /^\p{L}+\.\p{L}[\p{L}\d-]*$/u;
/** In a web address, a fact is written as the address needs it: "Via Verdi 3" becomes "Via%20Verdi%203". */
const WEB_ADDRESS = /^(https?:\/\/|mailto:)/;
/** Notes for the owner and the editor's schema line are not copy. */
const NOT_COPY = new Set(['toSupply', '$schema']);

const SITE_FILE = 'pages-yaml/_site.yaml';

/** A figure written with a trailing "+", "20+": in a sentence it reads as code, so there it becomes "oltre 20". */
const AT_LEAST = /^(\d[\d.,]*)\+$/;

/** A figure's value as it reads where the reference stands: alone (a stats value) as written, inside a sentence in words. */
function figureInPlace(value: string, aloneInItsField: boolean): string {
  const atLeast = aloneInItsField ? null : AT_LEAST.exec(value);
  return atLeast ? `oltre ${atLeast[1]}` : value;
}

function unknownReference(name: string, facts: SiteFacts): string {
  const guess = nearest(name, [...facts.byName.keys()]);
  const known = FACT_NAMES.join(', ');
  return say(
    `"{${name}}" non è un dato del file del sito.${guess ? ` Forse "{${guess}}"?` : ''} Dati che puoi richiamare: ${known} e ${FIGURE_NAMESPACE}.<nome> per le cifre sotto "figures"`,
    `"{${name}}" is not a fact of the site file.${guess ? ` Did you mean "{${guess}}"?` : ''} Facts you can refer to: ${known} and ${FIGURE_NAMESPACE}.<name> for the figures under "figures"`,
  );
}

/** What a parsed value looks like when a text starting with a reference was left unquoted: YAML reads `{a.b}` as a group. */
function unquotedReference(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  const [first] = entries;
  return entries.length === 1 && first && first[1] === null && REFERENCE_NAME.test(first[0]) ? first[0] : undefined;
}

interface Walk {
  source: YamlSource;
  facts: SiteFacts;
  errors: ContentError[];
  /** The site file: its fact fields hold the values themselves. */
  isSiteFile: boolean;
}

function isFactField(walk: Walk, path: readonly PropertyKey[]): boolean {
  return walk.isSiteFile && walk.facts.sourceFields.has(path.map(String).join('.'));
}

function resolveText(text: string, path: readonly PropertyKey[], walk: Walk): string {
  if (!text.includes('{')) return text;
  const inWebAddress = WEB_ADDRESS.test(text.trim());
  return text.replace(REFERENCE, (written: string, name: string, index: number) => {
    if (isFactField(walk, path)) {
      walk.errors.push(
        walk.source.errorInText(
          path,
          index,
          say(
            `un dato dell’agenzia si scrive per esteso: qui non puoi richiamare "{${name}}"`,
            `an agency fact is written out in full; it cannot refer to "{${name}}"`,
          ),
        ),
      );
      return written;
    }
    const fact = walk.facts.byName.get(name);
    if (!fact) {
      walk.errors.push(walk.source.errorInText(path, index, unknownReference(name, walk.facts)));
      return written;
    }
    if (fact.value === undefined) return written;
    if (inWebAddress) return encodeURIComponent(fact.value);
    return name.startsWith(`${FIGURE_NAMESPACE}.`) ? figureInPlace(fact.value, text.trim() === written) : fact.value;
  });
}

function resolveValue(value: unknown, path: PropertyKey[], walk: Walk): unknown {
  if (typeof value === 'string') return resolveText(value, path, walk);
  const unquoted = unquotedReference(value);
  if (unquoted !== undefined) {
    walk.errors.push(
      walk.source.errorAt(
        path,
        say(
          `un testo che inizia con un riferimento va tra virgolette, altrimenti YAML lo legge come un gruppo di campi: scrivi "{${unquoted}}"`,
          `a text that starts with a reference must be quoted, or YAML reads it as a group of fields: write "{${unquoted}}"`,
        ),
      ),
    );
    // Read as the marketer meant it, so the schema does not report the same line again.
    return resolveText(`{${unquoted}}`, path, walk);
  }
  if (Array.isArray(value)) return value.map((item, index) => resolveValue(item, [...path, index], walk));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, NOT_COPY.has(key) ? child : resolveValue(child, [...path, key], walk)]),
    );
  }
  return value;
}

/**
 * The parsed file with every `{agenzia.nome}` replaced by the site file's value, and an error at file:line:column for each
 * reference to a fact that does not exist (with the nearest name) or written where it cannot be.
 */
export function resolveFactReferences(source: YamlSource, facts: SiteFacts, errors: ContentError[], isSiteFile: boolean): unknown {
  return resolveValue(source.data, [], { source, facts, errors, isSiteFile });
}

function checkText(text: string, path: readonly PropertyKey[], walk: Walk): void {
  let remaining = text;
  const copied = [...walk.facts.byName.values()]
    .filter((fact) => fact.refuseCopies && fact.value !== undefined && fact.value.length >= 4)
    // The longest first: "Via Verdi 3, 25018 Montichiari (BS)" is one copy of the address, not also one of the street.
    .sort((a, b) => (b.value?.length ?? 0) - (a.value?.length ?? 0));
  for (const fact of copied) {
    const value = fact.value ?? '';
    const index = remaining.indexOf(value);
    if (index < 0) continue;
    remaining = remaining.replaceAll(value, '\u0000'.repeat(value.length));
    walk.errors.push(
      walk.source.errorInText(
        path,
        index,
        say(
          `il testo copia "${value}", un dato scritto in ${SITE_FILE}: scrivi {${fact.name}} al suo posto, così cambia da solo quando cambia il file del sito`,
          `the text copies "${value}", a fact written in ${SITE_FILE}; write {${fact.name}} instead, so it changes when the site file does`,
        ),
      ),
    );
  }
}

function checkValue(value: unknown, path: PropertyKey[], walk: Walk): void {
  if (typeof value === 'string') {
    if (!isFactField(walk, path)) checkText(value, path, walk);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) checkValue(item, [...path, index], walk);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!NOT_COPY.has(key)) checkValue(child, [...path, key], walk);
  }
}

/** Every text that writes out one of the agency's facts instead of referring to it, at file:line:column. */
export function checkFactCopies(source: YamlSource, facts: SiteFacts, errors: ContentError[], isSiteFile: boolean): void {
  checkValue(source.data, [], { source, facts, errors, isSiteFile });
}
