import type { z } from 'zod';
import { sayIn, type Language } from '../schema/messages.ts';
import { renamedFields } from '../schema/renamed-fields.ts';
import { nearest, quoteList } from './suggest.ts';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

type Say = ReturnType<typeof sayIn>;

function describeValue(value: unknown, say: Say): string {
  if (value === undefined) return say('niente', 'nothing');
  if (value === null) return say('un valore vuoto', 'an empty value');
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return say('un elenco', 'a list');
  return say('un gruppo di campi', 'a group of fields');
}

function expectedName(expected: string, say: Say): string {
  const names: Record<string, [string, string]> = {
    string: ['un testo', 'text'],
    number: ['un numero', 'a number'],
    int: ['un numero intero', 'a whole number'],
    boolean: ['true o false', 'true or false'],
    array: ['un elenco', 'a list'],
    object: ['un gruppo di campi', 'a group of fields'],
  };
  const pair = names[expected];
  return pair ? say(...pair) : expected;
}

/** Fields only tools use, left out of "allowed fields" so the list names what a marketer writes. */
const toolFields = new Set(['$schema', 'toSupply']);

function shapeKeysOf(schema: unknown): string[] {
  const definition = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return definition?.shape ? Object.keys(definition.shape) : [];
}

/**
 * Zod's error map for content: plain sentences a marketer can act on, in Italian (or English with `--lang en`).
 * Messages written in a schema (`messageFor(…)`) take precedence over this map.
 */
export function contentErrorMap(language: Language): z.core.$ZodErrorMap {
  const say = sayIn(language);
  return (issue: RawIssue) => {
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined) return say('questo campo è obbligatorio ma manca', 'this field is required but missing');
        const expected = expectedName(issue.expected, say);
        const found = describeValue(issue.input, say);
        if (issue.expected === 'string' && issue.input !== null && typeof issue.input === 'object' && !Array.isArray(issue.input)) {
          // "- Orari: dalle 9" is read as a field "Orari" with the value "dalle 9".
          return say(
            `serve un testo, invece c’è ${found}: se il testo contiene ": " (due punti e spazio), mettilo tra virgolette`,
            `expected text, got ${found}: if the text holds ": " (colon and space), put it in quotes`,
          );
        }
        const euros =
          issue.expected === 'number' && typeof issue.input === 'string' ? /^\s*€\s*(\d{1,3}(?:\.\d{3})*|\d+)\s*$/.exec(issue.input) : null;
        if (euros?.[1]) {
          const amount = euros[1].replaceAll('.', '');
          return say(
            `serve un numero, invece c’è ${found}: scrivi solo il numero, ${amount} (il sito mostra €${euros[1]})`,
            `expected a number, got ${found}: write the number alone, ${amount} (the site shows €${euros[1]})`,
          );
        }
        return say(`serve ${expected}, invece c’è ${found}`, `expected ${expected}, got ${found}`);
      }
      case 'unrecognized_keys': {
        const allowed = shapeKeysOf(issue.inst);
        const parts = issue.keys.map((key) => {
          const renamed = renamedFields[key];
          if (renamed && allowed.includes(renamed)) {
            return say(
              `il campo "${key}" ora si chiama "${renamed}": rinominalo`,
              `the field "${key}" is now called "${renamed}"; rename it`,
            );
          }
          const guess = nearest(key, allowed);
          if (guess) return say(`campo sconosciuto "${key}" (forse "${guess}"?)`, `unknown field "${key}" (did you mean "${guess}"?)`);
          return say(`campo sconosciuto "${key}"`, `unknown field "${key}"`);
        });
        const shown = allowed.filter((key) => !toolFields.has(key)).join(', ');
        const onlyRenamed = issue.keys.every((key) => allowed.includes(renamedFields[key] ?? ''));
        const allowedText = allowed.length > 0 && !onlyRenamed ? say(`; campi ammessi: ${shown}`, `; allowed fields: ${shown}`) : '';
        return parts.join('; ') + allowedText;
      }
      case 'invalid_union': {
        const options: unknown = 'options' in issue ? issue.options : undefined;
        if (issue.discriminator && Array.isArray(options)) {
          const value = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
          const known = options.map(String);
          if (value === undefined) {
            return say(
              `manca "${issue.discriminator}"; deve essere uno tra ${quoteList(known)}`,
              `"${issue.discriminator}" is missing; it must be one of ${quoteList(known)}`,
            );
          }
          const guess = typeof value === 'string' ? nearest(value, known) : undefined;
          const hint = guess ? say(` Forse "${guess}"?`, ` Did you mean "${guess}"?`) : '';
          return say(
            `valore di "${issue.discriminator}" sconosciuto: ${describeValue(value, say)}.${hint} Valori ammessi: ${known.join(', ')}`,
            `unknown ${issue.discriminator} ${describeValue(value, say)}.${hint} Known values: ${known.join(', ')}`,
          );
        }
        return say(
          `non corrisponde a nessuna forma ammessa: c’è ${describeValue(issue.input, say)}`,
          `does not match any allowed shape, got ${describeValue(issue.input, say)}`,
        );
      }
      case 'invalid_value': {
        const allowed = issue.values.map(String);
        const guess = typeof issue.input === 'string' ? nearest(issue.input, allowed) : undefined;
        const hint = guess ? say(` (forse "${guess}"?)`, ` (did you mean "${guess}"?)`) : '';
        if (allowed.length === 1) {
          return say(
            `serve ${JSON.stringify(issue.values[0])}, invece c’è ${describeValue(issue.input, say)}`,
            `expected ${JSON.stringify(issue.values[0])}, got ${describeValue(issue.input, say)}`,
          );
        }
        return say(
          `serve uno tra ${quoteList(issue.values)}, invece c’è ${describeValue(issue.input, say)}${hint}`,
          `expected one of ${quoteList(issue.values)}, got ${describeValue(issue.input, say)}${hint}`,
        );
      }
      case 'too_small': {
        const minimum = Number(issue.minimum);
        if (issue.origin === 'string') {
          return minimum <= 1
            ? say('non può essere vuoto', 'must not be empty')
            : say(`deve avere almeno ${minimum} caratteri`, `must be at least ${minimum} characters long`);
        }
        if (issue.origin === 'array') {
          const found = Array.isArray(issue.input) ? issue.input.length : 0;
          return say(
            `servono almeno ${minimum} ${minimum === 1 ? 'voce' : 'voci'}, ce ne sono ${found}`,
            `needs at least ${minimum} item${minimum === 1 ? '' : 's'}, got ${found}`,
          );
        }
        return say(
          `deve essere almeno ${minimum}, invece è ${describeValue(issue.input, say)}`,
          `must be at least ${minimum}, got ${describeValue(issue.input, say)}`,
        );
      }
      case 'too_big': {
        const maximum = Number(issue.maximum);
        if (issue.origin === 'string') {
          const length = typeof issue.input === 'string' ? issue.input.length : 0;
          return say(
            `può avere al massimo ${maximum} caratteri, ne ha ${length}`,
            `must be at most ${maximum} characters long, got ${length}`,
          );
        }
        if (issue.origin === 'array') {
          const found = Array.isArray(issue.input) ? issue.input.length : 0;
          return say(
            `ammette al massimo ${maximum} ${maximum === 1 ? 'voce' : 'voci'}, ce ne sono ${found}`,
            `allows at most ${maximum} item${maximum === 1 ? '' : 's'}, got ${found}`,
          );
        }
        return say(
          `deve essere al massimo ${maximum}, invece è ${describeValue(issue.input, say)}`,
          `must be at most ${maximum}, got ${describeValue(issue.input, say)}`,
        );
      }
      case 'invalid_format': {
        const formats: Record<string, [string, string]> = {
          email: ['un indirizzo e-mail', 'an e-mail address'],
          url: ['un indirizzo web (https://…)', 'a web address (https://…)'],
        };
        const pair = formats[issue.format];
        const name = pair ? say(...pair) : issue.format;
        return say(
          `serve ${name}, invece c’è ${describeValue(issue.input, say)}`,
          `expected ${name}, got ${describeValue(issue.input, say)}`,
        );
      }
      default:
        return undefined;
    }
  };
}
