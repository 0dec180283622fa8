import { z } from 'zod';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { headlineBandFields } from '../../../schema/headline-band.ts';
import { buttonSchema } from '../../../schema/action.ts';

export const bannerSectionSchema = defineSectionWithOwnHeading(
  'banner',
  'Un grande riquadro colorato con titolo, frase, pulsanti e un’immagine: da solo è un articolo di benvenuto, in una pagina è un annuncio.',
  {
    ...headlineBandFields,
    headingLevel: z
      .union([z.literal(1), z.literal(2)])
      .default(2)
      .meta({
        title: 'Livello del titolo',
        description: '1 se il riquadro è il titolo della pagina (articolo di benvenuto), 2 se è una sezione fra le altre.',
      }),
    headline: headlineBandFields.headline.meta({ title: 'Titolo', description: 'Titolo del riquadro.' }),
    buttons: z.array(buttonSchema).max(2).default([]).meta({ title: 'Pulsanti', description: 'Fino a due pulsanti.' }),
  },
);

export type BannerSection = z.infer<typeof bannerSectionSchema>;
