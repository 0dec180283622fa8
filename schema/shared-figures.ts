import { z } from 'zod';
import { messageFor, say } from './messages.ts';
import { iconNameSchema } from './icons.ts';
import { placeholderField, textSchema } from './primitives.ts';

export const statFigureSchema = z
  .strictObject({
    value: textSchema.meta({ title: 'Cifra', description: 'Il numero come va mostrato: "20+", "100%", "4:1".' }),
    label: textSchema.meta({ title: 'Didascalia', description: 'Che cosa misura, es. "Clienti attivi".' }),
    description: textSchema.optional().meta({ title: 'Descrizione', description: 'Una riga di spiegazione, facoltativa.' }),
    icon: iconNameSchema.optional().meta({ title: 'Icona', description: 'Icona accanto alla voce (facoltativa).' }),
    ...placeholderField,
  })
  .describe('Una cifra con la sua etichetta.');

export type StatFigure = z.infer<typeof statFigureSchema>;

export const figureKeySchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    messageFor(
      'il nome di una cifra contiene solo lettere minuscole, cifre e trattini, es. "discipline"',
      'a figure name holds only lowercase letters, digits and hyphens, e.g. "discipline"',
    ),
  );

/**
 * `{ figure: discipline }`: a figure shown on several pages, written once under `figures` in the site file. The
 * content loader puts the site's figure in its place before it validates a page (`withSharedFigures`), so a
 * reference still here names a figure the site file does not have.
 */
export const figureReferenceSchema = z
  .strictObject({
    figure: figureKeySchema.meta({
      title: 'Cifra condivisa',
      description: 'Nome di una cifra scritta una volta sola in _site.yaml, sotto "figures", es. "discipline".',
    }),
    description: textSchema.optional().meta({
      title: 'Descrizione',
      description:
        'Una riga di spiegazione adatta a questa pagina, al posto di quella scritta in _site.yaml; valore ed etichetta restano quelli condivisi.',
    }),
    icon: iconNameSchema.optional().meta({ title: 'Icona', description: 'Un’altra icona per questa pagina (facoltativa).' }),
  })
  .transform((reference, context): StatFigure => {
    context.issues.push({
      code: 'custom',
      input: reference.figure,
      path: ['figure'],
      message: say(
        `nessuna cifra "${reference.figure}" sotto "figures" in pages-yaml/_site.yaml: aggiungila lì o correggi il nome`,
        `no figure "${reference.figure}" under "figures" in pages-yaml/_site.yaml; add it there or fix the name`,
      ),
    });
    return z.NEVER;
  })
  .describe('Una cifra condivisa fra più pagine, scritta in _site.yaml.');

interface FigureReference {
  figure: string;
  description?: unknown;
  icon?: unknown;
}

const REFERENCE_KEYS = new Set(['figure', 'description', 'icon']);

function isFigureReference(value: unknown): value is FigureReference {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('figure') && keys.every((key) => REFERENCE_KEYS.has(key));
}

/**
 * A page's parsed YAML with every `{ figure: name }` the site file knows replaced by that figure (with the page's own
 * `description` and `icon`, if it gives them), so the page is validated as it will show. References to unknown names stay, and
 * the page's schema reports them.
 */
export function withSharedFigures(data: unknown, figures: Readonly<Record<string, StatFigure>>): unknown {
  if (isFigureReference(data)) {
    const shared = Object.hasOwn(figures, data.figure) ? figures[data.figure] : undefined;
    if (!shared) return data;
    return {
      ...shared,
      ...(data.description === undefined ? {} : { description: data.description }),
      ...(data.icon === undefined ? {} : { icon: data.icon }),
    };
  }
  if (Array.isArray(data)) return data.map((item) => withSharedFigures(item, figures));
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withSharedFigures(value, figures)]));
  }
  return data;
}

/** A figure written here, or the name of one shared through the site file. */
export const statItemSchema = z.union([figureReferenceSchema, statFigureSchema]);
