import { z } from 'zod';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { buttonSchema } from '../../../schema/action.ts';
import { imageSchema, textSchema } from '../../../schema/primitives.ts';

export const bannerSectionSchema = defineSectionWithOwnHeading(
  'banner',
  'Un grande riquadro colorato con titolo, frase, pulsanti e un’immagine: da solo è un articolo di benvenuto, in una pagina è un annuncio.',
  {
    tone: z
      .enum(['brand', 'sport'])
      .default('brand')
      .describe('Colore del riquadro: "brand" (indaco) o "sport" (arancio).'),
    headingLevel: z
      .union([z.literal(1), z.literal(2)])
      .default(2)
      .describe('1 se il riquadro è il titolo della pagina (articolo di benvenuto), 2 se è una sezione fra le altre.'),
    badge: z.string().trim().min(1).optional().describe('Etichetta sopra il titolo, es. "Novità".'),
    headline: textSchema.describe('Titolo del riquadro.'),
    text: textSchema.describe('Una o due frasi sotto il titolo.'),
    points: z.array(textSchema).max(4).default([]).describe('Fino a quattro punti con la spunta.'),
    buttons: z.array(buttonSchema).max(2).default([]).describe('Fino a due pulsanti.'),
    image: imageSchema.optional().describe('Illustrazione a destra (sotto, su telefono).'),
  },
);

export type BannerSection = z.infer<typeof bannerSectionSchema>;
