import type { z } from 'zod';
import { nearest, quoteList } from './suggest.ts';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
}

const expectedNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

function shapeKeysOf(schema: unknown): string[] {
  const definition = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return definition?.shape ? Object.keys(definition.shape) : [];
}

/**
 * Zod's error map for content: plain-English sentences a marketer can act on.
 * Messages written in a schema (`.regex(..., 'message')`) take precedence over this map.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'this field is required but missing';
      const expected = expectedNames[issue.expected] ?? issue.expected;
      return `expected ${expected}, got ${describeValue(issue.input)}`;
    }
    case 'unrecognized_keys': {
      const allowed = shapeKeysOf(issue.inst);
      const parts = issue.keys.map((key) => {
        const guess = nearest(key, allowed);
        return guess ? `unknown field "${key}" (did you mean "${guess}"?)` : `unknown field "${key}"`;
      });
      const allowedText = allowed.length > 0 ? `; allowed fields: ${allowed.filter((key) => key !== '$schema' && key !== 'toSupply').join(', ')}` : '';
      return parts.join('; ') + allowedText;
    }
    case 'invalid_union': {
      const options: unknown = 'options' in issue ? issue.options : undefined;
      if (issue.discriminator && Array.isArray(options)) {
        const value = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
        const known = options.map(String);
        if (value === undefined) return `"${issue.discriminator}" is missing; it must be one of ${quoteList(known)}`;
        const guess = typeof value === 'string' ? nearest(value, known) : undefined;
        const hint = guess ? ` Did you mean "${guess}"?` : '';
        return `unknown ${issue.discriminator} ${describeValue(value)}.${hint} Known values: ${known.join(', ')}`;
      }
      return `does not match any allowed shape, got ${describeValue(issue.input)}`;
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const guess = typeof issue.input === 'string' ? nearest(issue.input, allowed) : undefined;
      const hint = guess ? ` (did you mean "${guess}"?)` : '';
      if (allowed.length === 1) return `expected ${JSON.stringify(issue.values[0])}, got ${describeValue(issue.input)}`;
      return `expected one of ${quoteList(issue.values)}, got ${describeValue(issue.input)}${hint}`;
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? 'must not be empty' : `must be at least ${minimum} characters long`;
      if (issue.origin === 'array') {
        const count = Array.isArray(issue.input) ? issue.input.length : 0;
        return `needs at least ${minimum} item${minimum === 1 ? '' : 's'}, got ${count}`;
      }
      return `must be at least ${minimum}, got ${describeValue(issue.input)}`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        const length = typeof issue.input === 'string' ? issue.input.length : 0;
        return `must be at most ${maximum} characters long, got ${length}`;
      }
      if (issue.origin === 'array') {
        const count = Array.isArray(issue.input) ? issue.input.length : 0;
        return `allows at most ${maximum} item${maximum === 1 ? '' : 's'}, got ${count}`;
      }
      return `must be at most ${maximum}, got ${describeValue(issue.input)}`;
    }
    case 'invalid_format': {
      const formatNames: Record<string, string> = { email: 'an e-mail address', url: 'a web address (https://…)' };
      return `expected ${formatNames[issue.format] ?? issue.format}, got ${describeValue(issue.input)}`;
    }
    default:
      return undefined;
  }
};
