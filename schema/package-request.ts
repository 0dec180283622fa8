import { z } from 'zod';
import { PACKAGE_REQUEST_TYPES } from './contact-types.ts';
import { textSchema } from './primitives.ts';
import { say } from './messages.ts';

export const MESSAGE_PLACEHOLDERS = ['pacchetto', 'prezzo', 'sport'] as const;

/** A pre-filled message: plain text where {pacchetto}, {prezzo} and {sport} are replaced. */
export function messageTemplateSchema(required: readonly (typeof MESSAGE_PLACEHOLDERS)[number][] = []) {
  return z
    .string()
    .trim()
    .min(1)
    .superRefine((template, context) => {
      for (const [, name] of template.matchAll(/\{([^}]*)\}/g)) {
        if (!MESSAGE_PLACEHOLDERS.some((known) => known === name)) {
          context.addIssue({
            code: 'custom',
            message: say(
              `il messaggio usa "{${name}}", ma le sole parti variabili sono {pacchetto}, {prezzo} e {sport}`,
              `the message uses "{${name}}", but the only placeholders are {pacchetto}, {prezzo} and {sport}`,
            ),
          });
        }
      }
      for (const name of required) {
        if (!template.includes(`{${name}}`)) {
          context.addIssue({ code: 'custom', message: say(`il messaggio deve contenere {${name}}`, `the message must mention {${name}}`) });
        }
      }
    });
}

/** How a package button's request dialog behaves on a page. */
export const packageRequestSchema = z
  .strictObject({
    title: textSchema.optional().meta({
      title: 'Titolo della finestra',
      description:
        'Titolo della finestra, seguito dal nome del pacchetto: "Richiedi informazioni" → "Richiedi informazioni – Team Pack". Se manca vale quello del file del sito.',
    }),
    type: z.enum(PACKAGE_REQUEST_TYPES).meta({
      title: 'Tipo di richiesta',
      description:
        'Che richiesta riceve l’agenzia, come la legge nell’e-mail e nell’elenco dei contatti: "Richiesta Pacchetto Social Media", "Richiesta Pacchetto Siti Web", "Richiesta Pacchetto SEO Locale", "Richiesta Pacchetto Foto/Video" o "Richiesta Pacchetto Sport".',
    }),
    sourceLabel: z.string().trim().min(1).meta({
      title: 'Provenienza',
      description: 'Da quale pagina arriva la richiesta, come la legge l’agenzia ("origine"): "Pagina Social Media", "Pagina Calcio".',
    }),
    companyLabel: textSchema.optional().meta({
      title: 'Etichetta del campo azienda',
      description: 'Etichetta del campo azienda, es. "Nome Azienda". Se manca vale quella del file del sito ("Azienda").',
    }),
    sportWord: textSchema.optional().meta({
      title: 'Parola dello sport',
      description:
        'Solo nelle pagine sport: chi scrive, come si legge dopo "per", con articolo e possessivo: "la mia società di basket", "il mio centro yoga", "la mia palestra". Entra nel messaggio precompilato al posto di {sport}; con questo campo la conferma dice "Riceverai una risposta entro 24 ore.".',
    }),
    messageTemplate: messageTemplateSchema().optional().meta({
      title: 'Messaggio precompilato',
      description:
        'Messaggio precompilato; {pacchetto} diventa il nome del pacchetto, {prezzo} il prezzo mensile ("€300"), {sport} la frase di "sportWord". Se manca vale quello del file del sito (uno per le pagine sport, uno per i servizi).',
    }),
  })
  .superRefine((request, context) => {
    if (request.messageTemplate?.includes('{sport}') && request.sportWord === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['sportWord'],
        message: say(
          'il messaggio contiene {sport}: scrivi la frase dello sport in "sportWord", es. "la mia società di basket"',
          'the message mentions {sport}: write the sport phrase in "sportWord", e.g. "la mia società di basket"',
        ),
      });
    }
  })
  .describe('La finestra di richiesta che si apre dai pulsanti dei pacchetti.');

export type PackageRequest = z.infer<typeof packageRequestSchema>;
