import { z } from 'zod';
import { messageFor } from './messages.ts';
import { hint } from './editor-hints.ts';

export const textSchema = z.string().trim().min(1, messageFor('non può essere vuoto', 'must not be empty'));

/**
 * The one way to mark content the agency must still supply or confirm. The lint lists every placeholder as a warning,
 * `npm run placeholders` prints them as a checklist, the dev server shows them on the page, and a release build refuses them.
 */
export const placeholderSchema = z
  .string()
  .trim()
  .min(1, messageFor('non può essere vuoto', 'must not be empty'))
  .optional()
  .describe(
    'Segnaposto: che cosa deve ancora fornire o confermare l’agenzia, es. "Recensione vera di un cliente, con il suo consenso". Finché c’è, la build di rilascio si ferma.',
  );

export const placeholderField = { toSupply: placeholderSchema.meta({ title: 'Da fornire' }) };

export const internalPathSchema = hint(
  z
    .string()
    .regex(
      /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
      messageFor(
        'un percorso interno inizia con "/" e contiene solo lettere minuscole, cifre e trattini, es. "/servizi" o "/siti-web#packages"',
        'an internal path starts with "/" and holds only lowercase letters, digits and hyphens, e.g. "/servizi" or "/siti-web#packages"',
      ),
    )
    .describe('Percorso di una pagina del sito, eventualmente con un’ancora: "/contatti", "/siti-web#packages".'),
  'route',
);

export const anchorIdSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    messageFor(
      'un’ancora contiene solo lettere minuscole, cifre e trattini, es. "pricing"',
      'an anchor holds only lowercase letters, digits and hyphens, e.g. "pricing"',
    ),
  )
  .describe('Identificativo di una sezione della stessa pagina, senza "#": "pricing".');

export const imageSchema = hint(
  z
    .strictObject({
      src: z
        .string()
        .regex(
          /^(\/images\/[a-z0-9\-/]+\.(svg|png|jpe?g|webp|avif)|\.\/[a-z0-9\-/]+\.(png|jpe?g|webp|avif))$/,
          messageFor(
            'le immagini stanno in public/images/ e si scrivono "/images/cartella/nome.svg"; una foto accanto al file YAML si scrive "./nome.jpg" (minuscole, cifre e trattini)',
            'images live in public/images/ and are written "/images/folder/name.svg"; a photo beside the YAML file is written "./name.jpg" (lowercase, digits and hyphens)',
          ),
        )
        .meta({
          title: 'File',
          description:
            'Percorso del file dentro public/, per esempio "/images/services/seo-locale.svg", oppure una foto accanto al file YAML: "./squadra.jpg". Le foto JPEG e PNG diventano AVIF e WebP in più misure durante la build.',
        }),
      alt: z.string().meta({
        title: 'Testo alternativo',
        description: 'Testo alternativo letto dagli screen reader; vuoto solo per immagini decorative.',
      }),
      width: z
        .number()
        .int()
        .positive()
        .optional()
        .meta({ title: 'Larghezza', description: 'Larghezza in pixel; per le SVG si legge dal file.' }),
      height: z
        .number()
        .int()
        .positive()
        .optional()
        .meta({ title: 'Altezza', description: 'Altezza in pixel; per le SVG si legge dal file.' }),
    })
    .describe('Un’immagine del sito.'),
  'image',
);

/** What the build adds to a photo (content-compiler/images.ts): the `srcset` of its AVIF and WebP sizes. */
export interface ImageVariants {
  avif: string;
  webp: string;
}

export type Image = z.infer<typeof imageSchema> & {
  variants?: ImageVariants;
  /** A small SVG's own markup as a data: address (content-compiler/images.ts), for the first screen, where a request would delay the first paint. */
  inlineSrc?: string;
};
