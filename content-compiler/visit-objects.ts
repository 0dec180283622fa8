/** Calls `visit` for every object inside a parsed YAML value (the value itself included), with its path, depth first. */
export function visitObjects(
  value: unknown,
  visit: (record: Record<string, unknown>, fieldPath: PropertyKey[]) => void,
  fieldPath: PropertyKey[] = [],
): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visitObjects(item, visit, [...fieldPath, index]);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record, fieldPath);
    for (const [key, child] of Object.entries(record)) visitObjects(child, visit, [...fieldPath, key]);
  }
}
