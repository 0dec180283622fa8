import { z } from 'zod';
import { messageFor, say } from './messages.ts';
import { iconNameSchema } from './icons.ts';
import { placeholderField, textSchema } from './primitives.ts';

export const statFigureSchema = z
  .strictObject({
    value: textSchema.describe('Il numero come va mostrato: "20+", "100%", "4:1".'),
    label: textSchema.describe('Che cosa misura, es. "Clienti attivi".'),
    description: z.string().trim().min(1).optional().describe('Una riga di spiegazione, facoltativa.'),
    icon: iconNameSchema.optional().describe('Icona accanto alla voce (facoltativa).'),
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

/** The site file's `figures`, set by the content loader after it validates the site file and before the pages. */
let sharedFigures: ReadonlyMap<string, StatFigure> = new Map();

export function setSharedFigures(figures: Readonly<Record<string, StatFigure>>): void {
  sharedFigures = new Map(Object.entries(figures));
}

/** `{ figure: discipline }`: a figure shown on several pages, written once under `figures` in the site file. */
export const figureReferenceSchema = z
  .strictObject({
    figure: figureKeySchema.describe('Nome di una cifra scritta una volta sola in _site.yaml, sotto "figures", es. "discipline".'),
  })
  .transform((reference, context): StatFigure => {
    const figure = sharedFigures.get(reference.figure);
    if (figure) return figure;
    const known = [...sharedFigures.keys()];
    context.issues.push({
      code: 'custom',
      input: reference.figure,
      path: ['figure'],
      message: say(
        `nessuna cifra "${reference.figure}" sotto "figures" in pages-yaml/_site.yaml; quelle che ci sono: ${known.join(', ') || 'nessuna'}`,
        `no figure "${reference.figure}" under "figures" in pages-yaml/_site.yaml; known: ${known.join(', ') || 'none yet'}`,
      ),
    });
    return z.NEVER;
  })
  .describe('Una cifra condivisa fra più pagine, scritta in _site.yaml.');

/** A figure written here, or the name of one shared through the site file. */
export const statItemSchema = z.union([figureReferenceSchema, statFigureSchema]);
