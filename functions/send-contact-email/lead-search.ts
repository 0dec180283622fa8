/**
 * What the inbox's search reads: a lead's fields and note in one text, in lower case and without
 * accents, so that "perche" finds "Perché". The store keeps it beside the lead (`search_text`) and
 * matches every word of a search with LIKE, which every SQLite runs.
 */
import type { ContactPayload } from '../../schema/contact.ts';
import { normalisedEmailAddress } from '../../schema/email-address.ts';

const SEARCHED_FIELDS = ['type', 'pacchetto', 'nome', 'cognome', 'azienda', 'email', 'telefono', 'messaggio', 'origine'] as const;

export function searchableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `reference`: the request's number the visitor's answer gave it ("2026-0142"), which the owner may be asked about. */
export function leadSearchText(payload: ContactPayload, note: string, reference?: string): string {
  const fields = new Map<string, unknown>(Object.entries(payload));
  const values = SEARCHED_FIELDS.map((field) => fields.get(field)).filter((value): value is string => typeof value === 'string');
  return searchableText([...values, note, ...(reference === undefined ? [] : [reference])].join('\n'));
}

/** The words of a search, each to be found somewhere in the lead (at most 8, so a pasted paragraph stays cheap). */
export function searchWords(query: string): string[] {
  return searchableText(query)
    .split(/\s+/u)
    .filter((word) => word !== '')
    .slice(0, 8);
}

/** A LIKE pattern that finds `word` anywhere, with LIKE's own wildcards taken literally (ESCAPE '\'). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The address a lead is filed under, for an erasure or an export on request: the e-mail in lower case, its domain
 * readable, so "Mario@XN--CITT-3NA.IT" finds what "mario@città.it" sent.
 */
export function emailKey(email: string): string {
  return normalisedEmailAddress(email.trim()).toLowerCase();
}
