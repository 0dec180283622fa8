import { z } from 'zod';
import { say } from '../../../schema/messages.ts';
import { defineSectionWithOwnHeading } from '../../../schema/section-shell.ts';
import { headlineBandFields } from '../../../schema/headline-band.ts';
import { placeholderField, textSchema } from '../../../schema/primitives.ts';

export const heroSectionSchema = defineSectionWithOwnHeading('hero', 'Apertura della pagina: titolo forte, introduzione e pulsanti.', {
  tone: headlineBandFields.tone,
  badge: headlineBandFields.badge,
  rating: z
    .strictObject({
      value: z
        .string()
        .regex(/^\d(\.\d)?$/, 'write the rating like "5.0"')
        .meta({ title: 'Voto', description: 'Voto mostrato, es. "5.0".' }),
      label: textSchema.meta({ title: 'Testo', description: 'Testo accanto alle stelle, es. "su oltre 50 clienti soddisfatti".' }),
      source: textSchema.optional().meta({
        title: 'Fonte',
        description:
          'Da dove viene la valutazione e come verifichi che le recensioni siano di clienti veri (lo chiede il Codice del consumo a chi mostra recensioni), es. "Media delle recensioni su Google".',
      }),
      ...placeholderField,
    })
    .optional()
    .meta({ title: 'Valutazione', description: 'Valutazione con le stelle sopra il titolo.' }),
  headline: headlineBandFields.headline.meta({ title: 'Titolo', description: 'Titolo principale della pagina (h1).' }),
  highlight: textSchema
    .optional()
    .meta({ title: 'Parte evidenziata', description: 'Parte del titolo da evidenziare a colori: deve comparire così com’è nel titolo.' }),
  text: headlineBandFields.text.meta({ title: 'Testo', description: 'Paragrafo introduttivo sotto il titolo.' }),
  points: headlineBandFields.points,
  buttons: headlineBandFields.buttons,
  image: headlineBandFields.image,
}).superRefine(
  (hero, context) => {
    if (hero.highlight && !hero.headline.includes(hero.highlight)) {
      context.addIssue({
        code: 'custom',
        path: ['highlight'],
        message: say(
          `"${hero.highlight}" non compare nel titolo (headline): copia le parole esattamente come sono scritte lì`,
          `"${hero.highlight}" does not appear in the headline; copy the words exactly as they are written there`,
        ),
      });
    }
  },
  // Also when another field of the hero is wrong (an unknown icon), so one run of the lint tells both.
  { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'headline' || issue.path?.[0] === 'highlight') },
);

export type HeroSection = z.infer<typeof heroSectionSchema>;
