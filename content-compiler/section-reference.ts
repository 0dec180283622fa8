import { z } from 'zod';
import { sectionSchemas } from '../src/sections/index.ts';

/**
 * docs/sezioni.md: every section type with its fields, written from the zod schemas (their
 * Italian descriptions), so the marketers' reference never drifts from what the lint accepts.
 */

export const SECTION_REFERENCE_FILE = 'docs/sezioni.md';

interface JsonSchemaNode {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

function quoted(values: unknown[]): string {
  return values.map((value) => `\`${String(value)}\``).join(', ');
}

/** What a marketer writes in the field, in a few words. */
function kindOf(node: JsonSchemaNode): string {
  const variants = node.oneOf ?? node.anyOf;
  if (variants) {
    const constants = variants.map((variant) => variant.const).filter((value) => value !== undefined);
    if (constants.length === variants.length) return `uno tra ${quoted(constants)}`;
    const kinds = variants.map((variant) =>
      variant.properties?.type?.const !== undefined ? `\`${String(variant.properties.type.const)}\`` : kindOf(variant),
    );
    return `uno tra ${[...new Set(kinds)].join(', ')}`;
  }
  if (node.enum) return node.enum.length > 12 ? 'un nome di icona (elenco in schema/icons.ts)' : `uno tra ${quoted(node.enum)}`;
  if (node.const !== undefined) return `\`${String(node.const)}\``;
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return node.maxLength ? `testo (max ${node.maxLength} caratteri)` : 'testo';
    case 'number':
    case 'integer': {
      const range = node.minimum !== undefined && node.maximum !== undefined ? ` da ${node.minimum} a ${node.maximum}` : '';
      return `numero${range}`;
    }
    case 'boolean':
      return '`true` o `false`';
    case 'array': {
      const count = node.minItems !== undefined || node.maxItems !== undefined ? ` (${node.minItems ?? 0}–${node.maxItems ?? '…'})` : '';
      return node.items?.properties ? `elenco di voci${count}` : `elenco di ${node.items ? kindOf(node.items) : 'valori'}${count}`;
    }
    case 'object':
      return 'gruppo di campi';
    default:
      return 'valore';
  }
}

function fieldRows(node: JsonSchemaNode, prefix = ''): string[] {
  const required = new Set(node.required ?? []);
  const rows: string[] = [];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    if (name === 'type' && prefix === '') continue;
    const fieldName = `${prefix}${name}`;
    const defaultText = child.default !== undefined ? ` Se manca: \`${JSON.stringify(child.default)}\`.` : '';
    const need = required.has(name) && child.default === undefined ? 'sì' : 'no';
    rows.push(`| \`${fieldName}\` | ${need} | ${cell(kindOf(child))} | ${cell(`${child.description ?? ''}${defaultText}`)} |`);
    const nested = child.type === 'array' ? child.items : child.type === 'object' ? child : undefined;
    if (nested?.properties && prefix.split('.').length < 3) {
      rows.push(...fieldRows(nested, `${fieldName}${child.type === 'array' ? '[]' : ''}.`));
    }
  }
  return rows;
}

export function buildSectionReference(): string {
  const parts = [
    '# Le sezioni, campo per campo',
    '',
    '<!-- Generato da `npm run schema:json` a partire da src/sections/<tipo>/schema.ts: non modificarlo a mano. -->',
    '',
    'Ogni pagina è un elenco di sezioni; `type` dice quale. Qui trovi, per ogni tipo, i campi che',
    'accetta: quelli con “sì” sono obbligatori. Ogni tipo ha un esempio completo e valido nella sua',
    'cartella `src/sections/<tipo>/example.yaml`. Come si scrive una pagina: [guida-marketing.md](guida-marketing.md).',
    '',
    'Tutte le sezioni accettano anche `id` (l’ancora per i pulsanti che scorrono fin lì) e',
    '`background` (`default`, `muted`, `brand`, `accent`, `dark`).',
    '',
    `Tipi: ${sectionSchemas.map((schema) => `[\`${schema.shape.type.value}\`](#${schema.shape.type.value})`).join(', ')}.`,
  ];
  for (const schema of sectionSchemas) {
    const type = schema.shape.type.value;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
    const rows = fieldRows(json).filter((row) => !row.startsWith('| `id` |') && !row.startsWith('| `background` |'));
    parts.push(
      '',
      `## ${type}`,
      '',
      json.description ?? '',
      '',
      '| Campo | Obbligatorio | Che cosa si scrive | A che cosa serve |',
      '|---|---|---|---|',
      ...rows,
      '',
      `Esempio completo: [src/sections/${type}/example.yaml](../src/sections/${type}/example.yaml).`,
    );
  }
  return `${parts.join('\n')}\n`;
}
