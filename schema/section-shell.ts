import { z } from 'zod';
import { anchorIdSchema, placeholderField, textSchema } from './primitives.ts';
import { hint } from './editor-hints.ts';

/** Fields every section has: where it can be scrolled to and how its band looks. */
export const sectionShellFields = {
  id: anchorIdSchema
    .optional()
    .meta({ title: 'Ancora', description: 'Ancora della sezione, per i pulsanti che scorrono fin qui ("pricing" → #pricing).' }),
  background: z.enum(['default', 'muted', 'brand', 'accent', 'dark']).default('default').meta({
    title: 'Sfondo',
    description:
      'Sfondo della fascia: "default" (bianco), "muted" (grigio chiaro), "brand" (colore principale), "accent" (arancio sport), "dark".',
  }),
  ...placeholderField,
};

const sectionShellSchema = z.object({ type: z.string(), ...sectionShellFields });

/** What the shared section shell reads of any section: its type, anchor and band. */
export type SectionShellData = Pick<z.infer<typeof sectionShellSchema>, 'type' | 'id' | 'background'>;

/** The heading trio shared by sections that open with a title. */
export const sectionHeadingFields = {
  tagline: textSchema.optional().meta({ title: 'Occhiello', description: 'Occhiello breve sopra il titolo, in maiuscoletto.' }),
  title: textSchema.optional().meta({ title: 'Titolo', description: 'Titolo della sezione (h2).' }),
  subtitle: hint(z.string().trim().min(1).meta({ title: 'Sottotitolo', description: 'Frase sotto il titolo.' }), 'long-text').optional(),
};

/**
 * A section type whose heading (tagline, title, subtitle) the shared section shell draws: the usual case.
 * Every field gets `.meta({ title, description })`: the Italian label the editor shows as its name, and a sentence
 * written for a marketer (tests/unit/editor/field-labels.test.ts fails on a field without a label).
 */
export function defineSection<Type extends string, Shape extends z.ZodRawShape>(type: Type, description: string, shape: Shape) {
  return defineSectionWithOwnHeading(type, description, { ...sectionHeadingFields, ...shape });
}

/** A section type that is a heading of its own (the hero's headline, a banner, a newsletter box): no heading trio. */
export function defineSectionWithOwnHeading<Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  description: string,
  shape: Shape,
) {
  return z
    .strictObject({
      type: z.literal(type).describe(`Tipo di sezione: "${type}".`),
      ...sectionShellFields,
      ...shape,
    })
    .describe(description);
}
