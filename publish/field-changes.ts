/**
 * What changed between two versions of a content file's data, field by field: the commit's subject names the fields,
 * the history shows each with its value before and after.
 */

/** A value shown in the history is cut to this many characters. */
const VALUE_SHOWN = 80;

export interface FieldChange {
  /** The field as the YAML writes it: `sections[0].headline`. */
  field: string;
  /** The value before and after, as short text; absent when the field did not exist on that side. */
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const pathKey = (parent: string, key: string | number) =>
  typeof key === 'number'
    ? `${parent}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? parent
        ? `${parent}.${key}`
        : key
      : `${parent}["${key}"]`;

function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 1 ? '(1 voce)' : `(${value.length} voci)`;
  if (isRecord(value)) return '(…)';
  const text = (value instanceof Date ? value.toISOString() : String(value)).replace(/\s+/g, ' ');
  return text.length > VALUE_SHOWN ? `${text.slice(0, VALUE_SHOWN - 1)}…` : text;
}

/**
 * Every field that differs between two parsed YAML values. `wholeLists`: a list whose length changed is one change
 * (a commit's subject), instead of one change per item (the history).
 */
export function changedFields(before: unknown, after: unknown, { wholeLists = false } = {}, at = ''): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], { wholeLists }, pathKey(at, key)));
  }
  if (Array.isArray(before) && Array.isArray(after) && !(wholeLists && before.length !== after.length)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, index) =>
      changedFields(before[index], after[index], { wholeLists }, pathKey(at, index)),
    ).flat();
  }
  const change: FieldChange = { field: at || '(tutto)' };
  const was = shown(before);
  const is = shown(after);
  if (was !== undefined) change.before = was;
  if (is !== undefined) change.after = is;
  return [change];
}
