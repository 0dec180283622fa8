import type { JsonSchema } from '../../../editor/api-types.ts';
import { branchesOf, discriminatorOf } from '../../../editor/client/data.ts';

/**
 * Every field the editor can show under `schema`, with the path a developer reads in the YAML: `buttons[].action(route).to`,
 * where `[]` is any item of a list, `{}` any entry of a map and `(route)` the branch of a union whose `type` is "route".
 * A union's constant (`type: route`) is not a field: the editor shows it as the choice of branch.
 */
export function fieldsOf(schema: JsonSchema, path: string): Array<{ path: string; key: string; schema: JsonSchema }> {
  const fields: Array<{ path: string; key: string; schema: JsonSchema }> = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.const !== undefined) continue;
    const at = path === '' ? key : `${path}.${key}`;
    fields.push({ path: at, key, schema: property }, ...fieldsOf(property, at));
  }
  const branches = [...branchesOf(schema), ...(schema.allOf ?? [])];
  const discriminator = discriminatorOf(branches);
  branches.forEach((branch, index) => {
    const name = discriminator ? String(branch.properties?.[discriminator]?.const) : String(index + 1);
    fields.push(...fieldsOf(branch, `${path}(${name})`));
  });
  if (schema.items) fields.push(...fieldsOf(schema.items, `${path}[]`));
  if (typeof schema.additionalProperties === 'object') fields.push(...fieldsOf(schema.additionalProperties, `${path}{}`));
  return fields;
}

/**
 * What is wrong with a field's label, or nothing. A test cannot tell Italian from English; it can tell that a label
 * was written for a reader: present, capitalised like a sentence, and not the YAML key (no camelCase, `_` or `$`).
 */
export function labelProblem(field: { key: string; schema: JsonSchema }): string | undefined {
  const label = field.schema.title;
  if (label === undefined || label.trim() === '') return 'no Italian label';
  if (label !== label.trim()) return `the label "${label}" has spaces around it`;
  if (!/^\p{Lu}/u.test(label)) return `the label "${label}" does not start with a capital letter`;
  if (/\p{Ll}\p{Lu}|[_$]/u.test(label) || label === field.key) return `the label "${label}" is a YAML key, not a name for the marketer`;
  return undefined;
}

/** The fields under `schema` without a proper label, each as "path: problem", ready to be read in a test's failure. */
export function unlabelledFields(schema: JsonSchema, path: string): string[] {
  return fieldsOf(schema, path).flatMap((field) => {
    const problem = labelProblem(field);
    return problem === undefined
      ? []
      : [`${field.path}: ${problem}; give the field "${field.key}" .meta({ title, description }) in its zod schema`];
  });
}
