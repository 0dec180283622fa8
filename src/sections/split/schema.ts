import { z } from 'zod';
import { say } from '../../../schema/messages.ts';
import { defineSection } from '../../../schema/section-shell.ts';
import { buttonSchema } from '../../../schema/action.ts';
import { iconNameSchema } from '../../../schema/icons.ts';
import { imageSchema, textSchema } from '../../../schema/primitives.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const splitTileSchema = z
  .strictObject({
    icon: iconNameSchema.meta({ title: 'Icona', description: 'Icona della tessera.' }),
    title: textSchema.meta({ title: 'Titolo', description: 'Titolo breve della tessera.' }),
    text: textSchema.optional().meta({ title: 'Testo', description: 'Una riga di spiegazione, facoltativa.' }),
  })
  .describe('Una tessera con icona, titolo e una riga di testo.');

export const splitBlockSchema = z
  .strictObject({
    image: imageSchema.optional().meta({ title: 'Immagine', description: 'Illustrazione accanto al testo.' }),
    tiles: z
      .array(splitTileSchema)
      .max(6)
      .default([])
      .meta({ title: 'Tessere', description: 'Tessere con icona: al posto dell’immagine se l’immagine manca, altrimenti sotto il testo.' }),
    badge: textSchema.optional().meta({ title: 'Etichetta', description: 'Etichetta sopra il titolo, es. il prezzo "da €299/mese".' }),
    eyebrow: textSchema.optional().meta({ title: 'Occhiello', description: 'Occhiello breve sopra il titolo, es. "La nostra storia".' }),
    title: textSchema.meta({ title: 'Titolo', description: 'Titolo del blocco.' }),
    paragraphs: z
      .array(hint(textSchema.clone(), 'long-text'))
      .min(1)
      .meta({ title: 'Paragrafi', description: 'Uno o più paragrafi di testo.' }),
    features: z
      .array(textSchema)
      .max(8)
      .default([])
      .meta({ title: 'Elenco puntato', description: 'Elenco puntato con la spunta, fino a otto voci.' }),
    buttons: z
      .array(buttonSchema)
      .max(2)
      .default([])
      .meta({ title: 'Pulsanti', description: 'Fino a due pulsanti, es. "Scopri di più" e "Richiedi Preventivo".' }),
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
    imageSide: z.enum(['left', 'right']).default('right').meta({
      title: 'Lato dell’immagine',
      description:
        'Lato dell’immagine nel primo blocco su schermo largo; i blocchi successivi si alternano. Su telefono l’immagine sta sopra.',
    }),
    blocks: z.array(splitBlockSchema).min(1).meta({ title: 'Blocchi', description: 'I blocchi, dall’alto in basso.' }),
  },
);

export type SplitSection = z.infer<typeof splitSectionSchema>;
export type SplitBlock = z.infer<typeof splitBlockSchema>;
