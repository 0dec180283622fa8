import { z } from 'zod';
import { say } from '../../../schema/messages.ts';
import { defineSection } from '../../../schema/section-shell.ts';
import { buttonSchema } from '../../../schema/action.ts';
import { iconNameSchema } from '../../../schema/icons.ts';
import { imageSchema, textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const splitTileSchema = z
  .strictObject({
    icon: iconNameSchema.describe('Icona della tessera.'),
    title: textSchema.describe('Titolo breve della tessera.'),
    text: z.string().trim().min(1).optional().describe('Una riga di spiegazione, facoltativa.'),
  })
  .describe('Una tessera con icona, titolo e una riga di testo.');

export const splitBlockSchema = z
  .strictObject({
    image: imageSchema.optional().describe('Illustrazione accanto al testo.'),
    tiles: z
      .array(splitTileSchema)
      .max(6)
      .default([])
      .describe('Tessere con icona: al posto dell’immagine se l’immagine manca, altrimenti sotto il testo.'),
    badge: z.string().trim().min(1).optional().describe('Etichetta sopra il titolo, es. il prezzo "da €299/mese".'),
    eyebrow: z.string().trim().min(1).optional().describe('Occhiello breve sopra il titolo, es. "La nostra storia".'),
    title: textSchema.describe('Titolo del blocco.'),
    paragraphs: z.array(hint(textSchema.clone(), 'long-text')).min(1).describe('Uno o più paragrafi di testo.'),
    features: z.array(textSchema).max(8).default([]).describe('Elenco puntato con la spunta, fino a otto voci.'),
    buttons: z.array(buttonSchema).max(2).default([]).describe('Fino a due pulsanti, es. "Scopri di più" e "Richiedi Preventivo".'),
  })
  .refine((block) => block.image !== undefined || block.tiles.length > 0, {
    message: say(
      'un blocco ha bisogno di un’immagine ("image") o di alcune tessere ("tiles") da mostrare accanto al testo',
      'a block needs an "image" or some "tiles" to show beside the text',
    ),
    path: ['image'],
  })
  .describe('Un blocco: testo da una parte, immagine o tessere dall’altra.');

export const splitSectionSchema = defineSection(
  'split',
  'Blocchi con testo e immagine affiancati, che si alternano da un lato all’altro: servizi, storia, missione.',
  {
    imageSide: z
      .enum(['left', 'right'])
      .default('right')
      .describe(
        'Lato dell’immagine nel primo blocco su schermo largo; i blocchi successivi si alternano. Su telefono l’immagine sta sopra.',
      ),
    blocks: z.array(splitBlockSchema).min(1).describe('I blocchi, dall’alto in basso.'),
  },
);

export type SplitSection = z.infer<typeof splitSectionSchema>;
export type SplitBlock = z.infer<typeof splitBlockSchema>;
