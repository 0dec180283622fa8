import { z } from 'zod';
import { messageFor } from '../../../schema/messages.ts';
import { defineSection } from '../../../schema/section-shell.ts';
import { hint } from '../../../schema/editor-hints.ts';

export const htmlSectionSchema = defineSection(
  'html',
  'Testo di un articolo scritto in HTML. Il sito tiene solo i tag sicuri (titoli h2–h4, paragrafi, elenchi, link, immagini, tabelle, citazioni) e toglie tutto il resto: script, moduli, pulsanti, iframe, stili e attributi come "onclick".',
  {
    html: hint(
      z
        .string()
        .trim()
        .min(1, messageFor('l’HTML non può essere vuoto', 'the HTML must not be empty'))
        .max(
          60_000,
          messageFor(
            'l’HTML è troppo lungo per una sezione: dividi l’articolo in più sezioni',
            'the HTML is too long for one section; split the article into more sections',
          ),
        )
        .meta({
          title: 'Testo HTML',
          description: 'Il testo in HTML, per esempio "<h2>Titolo</h2><p>Paragrafo con un <a href=\\"/contatti\\">link</a>.</p>".',
        }),
      'html',
    ),
  },
);

export type HtmlSection = z.infer<typeof htmlSectionSchema>;
