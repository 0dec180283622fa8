import type { FieldPath, JsonObject, JsonSchema, JsonValue } from '../api-types.ts';

export const pathKey = (path: FieldPath): string => path.map(String).join('.');

export const fieldId = (path: FieldPath): string => `campo-${path.map(String).join('-')}`;

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function getAt(value: JsonValue | undefined, path: FieldPath): JsonValue | undefined {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isObject(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}

/**
 * `value` with `next` at `path`, every untouched branch kept as it was (same object), so the fields that did not
 * change are not drawn again. `undefined` takes the field away.
 */
export function setAt(value: JsonValue | undefined, path: FieldPath, next: JsonValue | undefined): JsonValue | undefined {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy = [...value];
    const child = setAt(value[key], rest, next);
    if (child === undefined) copy.splice(key, 1);
    else copy[key] = child;
    return copy;
  }
  const record = isObject(value) ? value : {};
  const child = setAt(record[String(key)], rest, next);
  if (child === undefined) {
    const { [String(key)]: _removed, ...kept } = record;
    return kept;
  }
  return { ...record, [String(key)]: child };
}

/**
 * A record with one more field, placed where the schema lists it among the fields already written, so the YAML
 * file gets it where a person would have put it.
 */
export function withField(record: JsonObject, key: string, value: JsonValue, order: readonly string[]): JsonObject {
  if (key in record) return { ...record, [key]: value };
  const position = order.indexOf(key);
  const entries = Object.entries(record);
  const before = entries.findIndex(([existing]) => {
    const at = order.indexOf(existing);
    return at > position && at >= 0;
  });
  if (position < 0 || before < 0) return { ...record, [key]: value };
  entries.splice(before, 0, [key, value]);
  return Object.fromEntries(entries);
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** The branches of a union, or none. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  return schema.oneOf ?? schema.anyOf ?? [];
}

/** A union of constants (`columns: 2 | 3 | 4`) is a choice like an enum. */
export function choicesOf(schema: JsonSchema): JsonValue[] | undefined {
  if (schema.enum) return schema.enum;
  const branches = branchesOf(schema);
  if (branches.length > 0 && branches.every((branch) => branch.const !== undefined))
    return branches.map((branch) => branch.const as JsonValue);
  return undefined;
}

/** The field whose constant tells the branches of a union of objects apart (`type` for sections and actions). */
export function discriminatorOf(branches: readonly JsonSchema[]): string | undefined {
  const first = branches[0]?.properties ?? {};
  return Object.keys(first).find((key) => branches.every((branch) => branch.properties?.[key]?.const !== undefined));
}

/** The branch of a union that `value` was written for: the one that knows all its fields and has all it needs. */
export function branchFor(branches: readonly JsonSchema[], value: JsonValue | undefined): number {
  const discriminator = discriminatorOf(branches);
  if (discriminator && isObject(value)) {
    const found = branches.findIndex((branch) => branch.properties?.[discriminator]?.const === value[discriminator]);
    if (found >= 0) return found;
  }
  const score = (branch: JsonSchema) => {
    if (!isObject(value)) return branch.type === typeof value ? 1 : 0;
    const known = Object.keys(value).filter((key) => branch.properties?.[key] !== undefined).length;
    const unknown = Object.keys(value).length - known;
    const missing = (branch.required ?? []).filter((key) => !(key in value)).length;
    return known * 2 - unknown * 3 - missing * 2;
  };
  let best = 0;
  branches.forEach((branch, index) => {
    if (score(branch) > score(branches[best] as JsonSchema)) best = index;
  });
  return best;
}

/** What a new item of a list, or a field just added, starts as: what its schema requires, empty where it says nothing. */
export function defaultFor(schema: JsonSchema): JsonValue {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  const choices = choicesOf(schema);
  if (choices?.[0] !== undefined) return choices[0];
  const branches = branchesOf(schema);
  if (branches[0]) return defaultFor(branches[0]);
  switch (schema.type) {
    case 'object': {
      const record: JsonObject = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) record[key] = defaultFor(property);
      }
      return record;
    }
    case 'array':
      return [];
    case 'number':
    case 'integer':
      return schema.minimum ?? schema.exclusiveMinimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/** A short name for a list item or a section, from its first text: "Matchday e locandine". */
export function summaryOf(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return undefined;
  for (const key of ['title', 'headline', 'label', 'name', 'heading', 'value', 'question', 'text', 'alt', 'figure', 'to', 'target']) {
    const candidate = value[key];
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}
