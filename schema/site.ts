import { z } from 'zod';
import { messageFor, say } from './messages.ts';
import { figureKeySchema, statFigureSchema } from './shared-figures.ts';
import { imageSchema, internalPathSchema, placeholderField, textSchema } from './primitives.ts';
import { iconNameSchema } from './icons.ts';
import { consultationDialogCopySchema, packageRequestDialogCopySchema } from './form-dialogs.ts';
import { blogCopySchema } from './blog-copy.ts';

const navLinkSchema = z
  .strictObject({
    label: textSchema.describe('Testo del link.'),
    to: internalPathSchema,
    description: z.string().trim().min(1).optional().describe('Riga di spiegazione nel menu a tendina.'),
  })
  .describe('Un link del menu.');

const navItemSchema = z
  .strictObject({
    label: textSchema.describe('Testo della voce di menu.'),
    to: internalPathSchema.describe('Pagina della voce (per il menu a tendina: la pagina "tutti").'),
    activePrefix: internalPathSchema
      .optional()
      .describe('La voce è evidenziata su ogni pagina il cui indirizzo inizia così, es. "/sport".'),
    children: z.array(navLinkSchema).default([]).describe('Se presenti, la voce apre un menu a tendina con questi link.'),
  })
  .describe('Una voce del menu principale.');

const footerColumnSchema = z
  .strictObject({
    title: textSchema.describe('Titolo della colonna.'),
    links: z.array(navLinkSchema).min(1).describe('I link della colonna.'),
  })
  .describe('Una colonna di link nel piè di pagina.');

const sportTileSchema = z
  .strictObject({
    title: textSchema.describe('Nome dello sport sulla scheda, es. "Calcio".'),
    description: textSchema.describe('Una o due righe su che cosa facciamo per quello sport.'),
    icon: iconNameSchema.describe('Icona della scheda, es. "ball-football".'),
    to: internalPathSchema.describe('La pagina dello sport, es. "/sport/calcio-marketing".'),
  })
  .describe('Uno sport della divisione sportiva, come scheda della griglia degli sport.');

const openingHoursSchema = z
  .strictObject({
    label: textSchema.describe('Giorni come vanno mostrati: "Lun – Ven".'),
    days: z
      .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
      .min(1)
      .describe('I giorni, in inglese, per Google.'),
    opens: z
      .string()
      .regex(/^\d{2}:\d{2}$/, messageFor('scrivi l’ora così: "09:00"', 'write times like "09:00"'))
      .optional()
      .describe('Apertura "09:00"; vuoto se chiuso.'),
    closes: z
      .string()
      .regex(/^\d{2}:\d{2}$/, messageFor('scrivi l’ora così: "18:00"', 'write times like "18:00"'))
      .optional()
      .describe('Chiusura "18:00"; vuoto se chiuso.'),
    text: textSchema.describe('Orario come va mostrato: "9:00 – 18:00" o "Chiuso".'),
  })
  .describe('Una riga degli orari di apertura.');

/** The Italian VAT number's check digit (the Luhn scheme the Agenzia delle Entrate uses). */
function hasValidCheckDigit(vatNumber: string): boolean {
  const digits = [...vatNumber].map(Number);
  const sum = digits.slice(0, 10).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}

const partitaIvaSchema = z
  .string()
  .regex(
    /^\d{11}$/,
    messageFor(
      'la Partita IVA ha 11 cifre, senza spazi né "IT" davanti, es. "01234567897"',
      'the Partita IVA has 11 digits, without spaces or "IT" in front, e.g. "01234567897"',
    ),
  )
  .refine(
    hasValidCheckDigit,
    messageFor(
      'questa Partita IVA non esiste: l’ultima cifra (di controllo) non torna con le altre; ricopiala dalla visura',
      'this Partita IVA does not exist: its last (check) digit does not match the others; copy it again from the company record',
    ),
  );

const reaSchema = z
  .string()
  .regex(
    /^[A-Z]{2}-\d{1,7}$/,
    messageFor(
      'scrivi il numero REA con la sigla della provincia, un trattino e il numero, es. "BS-123456"',
      'write the REA number as the province code, a hyphen and the number, e.g. "BS-123456"',
    ),
  );

/** What a preview shows for a legal fact the owner has not given yet: words that say so, not a number that reads as an error. */
const NOT_GIVEN_YET = /^da indicare$/i;

/**
 * One fact of the agency's legal identity: its value, and `toSupply` until the owner has given it. While it is a
 * placeholder the value is any text ("da indicare"); once given (no `toSupply`) it must be a real one: a Partita IVA
 * with its check digit, a REA number, an address.
 */
function legalFact(value: z.ZodType<string>, description: string) {
  return z
    .strictObject({ value: textSchema.describe(description), ...placeholderField })
    .superRefine((fact, context) => {
      if (fact.toSupply !== undefined) return;
      if (NOT_GIVEN_YET.test(fact.value)) {
        context.addIssue({
          code: 'custom',
          input: fact.value,
          path: ['value'],
          message: say(
            `"${fact.value}" non è ancora il dato: scrivi quello vero, oppure lascia il segnaposto "toSupply" finché il titolare non lo fornisce`,
            `"${fact.value}" is not the fact yet; write the real one, or keep the "toSupply" placeholder until the owner gives it`,
          ),
        });
        return;
      }
      const checked = value.safeParse(fact.value);
      if (checked.success) return;
      for (const issue of checked.error.issues)
        context.addIssue({ code: 'custom', input: fact.value, path: ['value'], message: issue.message });
    })
    .describe(description);
}

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional(),
    brand: z
      .strictObject({
        name: textSchema.describe('Nome dell’agenzia, come lo leggono i visitatori. Nei testi si richiama con {agenzia.nome}.'),
        tagline: textSchema.describe('Frase breve sotto il nome nel piè di pagina.'),
        logo: imageSchema.describe('Logo completo.'),
        url: z.url().describe('Indirizzo pubblico del sito, senza "/" finale: serve per link canonici e sitemap.'),
        defaultOgImage: imageSchema.describe('Immagine di condivisione predefinita (PNG 1200×630).'),
        titleSuffix: z
          .string()
          .min(1, messageFor('non può essere vuoto', 'must not be empty'))
          .describe('Aggiunto al titolo di ogni pagina, spazi compresi: " | {agenzia.nome}".'),
        ...placeholderField,
      })
      .describe('Il marchio.'),
    legal: z
      .strictObject({
        ragioneSociale: legalFact(
          textSchema,
          'Ragione sociale, come nel registro delle imprese, es. "Rossi Digital S.r.l." ({agenzia.ragioneSociale}).',
        ),
        partitaIva: legalFact(partitaIvaSchema, 'Partita IVA, 11 cifre ({agenzia.partitaIva}).'),
        rea: legalFact(reaSchema, 'Numero REA: sigla della provincia e numero, es. "BS-123456" ({agenzia.rea}).'),
        capitaleSociale: legalFact(textSchema, 'Capitale sociale come va scritto, es. "€ 10.000,00 i.v." ({agenzia.capitaleSociale}).'),
        pec: legalFact(z.email(), 'Indirizzo PEC dell’agenzia ({agenzia.pec}).'),
      })
      .describe(
        'L’identità legale dell’agenzia: una S.r.l. la mostra sul sito (il piè di pagina di ogni pagina) e nei dati strutturati. Ogni dato è un segnaposto finché c’è "toSupply".',
      ),
    contact: z
      .strictObject({
        phoneDisplay: textSchema.describe('Telefono come va mostrato ({contatti.telefono}).'),
        phone: z
          .string()
          .regex(
            /^\+\d{6,15}$/,
            messageFor(
              'scrivi il telefono in formato internazionale, senza spazi: "+390300000000"',
              'write the phone in international form without spaces: "+390300000000"',
            ),
          )
          .describe('Telefono per i link "tel:".'),
        email: z.email().describe('E-mail dell’agenzia ({contatti.email}).'),
        chatNumber: z
          .string()
          .regex(
            /^\d{8,15}$/,
            messageFor(
              'scrivi il numero della chat solo con cifre, prefisso internazionale compreso, es. "390300000000"',
              'write the chat number as digits with the country code, e.g. "390300000000"',
            ),
          )
          .describe('Numero della chat di messaggistica.'),
        chatGreeting: textSchema.describe('Saluto precompilato nella chat.'),
        address: z
          .strictObject({
            street: textSchema.describe('Via e numero civico ({contatti.via}).'),
            postalCode: z
              .string()
              .regex(/^\d{5}$/)
              .describe('CAP, 5 cifre ({contatti.cap}).'),
            city: textSchema.describe('Comune ({contatti.citta}).'),
            province: z
              .string()
              .regex(/^[A-Z]{2}$/)
              .describe('Sigla della provincia ({contatti.provincia}).'),
            region: textSchema,
            country: z.string().regex(/^[A-Z]{2}$/),
          })
          .describe('Indirizzo della sede: tutto insieme si richiama con {contatti.indirizzo}; la mappa della pagina Contatti lo usa.'),
        hours: z.array(openingHoursSchema).min(1).describe('Orari di apertura.'),
        areasServed: z.array(textSchema).min(1).describe('Le zone servite, per Google.'),
        ...placeholderField,
      })
      .describe('Recapiti: l’unico posto dove stanno.'),
    prices: z
      .strictObject({
        vat: z
          .strictObject({
            value: textSchema.describe('"IVA esclusa" o "IVA inclusa" ({prezzi.iva}).'),
            ...placeholderField,
          })
          .describe('La riga sotto il prezzo di ogni pacchetto: dice se l’IVA è compresa.'),
      })
      .describe('Ciò che vale per tutti i prezzi del sito.'),
    navigation: z
      .strictObject({
        items: z.array(navItemSchema).min(1),
        cta: navLinkSchema.describe('Il pulsante a destra del menu.'),
      })
      .describe('Il menu principale.'),
    figures: z
      .record(figureKeySchema, statFigureSchema)
      .default({})
      .describe('Cifre mostrate su più pagine, scritte una volta sola: una pagina le richiama con "- figure: nome".'),
    sports: z
      .array(sportTileSchema)
      .min(1)
      .describe('Gli sport della divisione sportiva, nell’ordine in cui la sezione "sport-grid" li mostra. Nuovo sport: una voce qui.'),
    footer: z
      .strictObject({
        about: textSchema.describe('Due righe sull’agenzia.'),
        columns: z.array(footerColumnSchema).min(1),
        contactTitle: textSchema,
        hoursTitle: textSchema,
        copyright: textSchema.describe('Riga del copyright, es. "© 2024 {agenzia.ragioneSociale} – Tutti i diritti riservati."'),
        legalIdentity: z
          .strictObject({
            vatNumber: textSchema.describe('Etichetta della Partita IVA, es. "P.IVA".'),
            rea: textSchema.describe('Etichetta del numero REA, es. "REA".'),
            shareCapital: textSchema.describe('Etichetta del capitale sociale, es. "Capitale sociale".'),
            pec: textSchema.describe('Etichetta della PEC, es. "PEC".'),
          })
          .describe('Le etichette della riga con i dati legali dell’agenzia (i valori stanno sotto "legal").'),
        legalLinks: z.array(navLinkSchema).default([]),
        consentPreferences: navLinkSchema.describe(
          'Il link "Preferenze cookie": riapre il banner dei cookie per cambiare scelta; senza JavaScript porta a questa pagina, es. "/cookie-policy#preferenze".',
        ),
      })
      .describe('Il piè di pagina.'),
    consent: z
      .strictObject({
        title: textSchema,
        text: textSchema,
        reject: textSchema,
        accept: textSchema,
        policyLinks: z.array(navLinkSchema).min(1),
      })
      .describe('Il banner del consenso ai cookie.'),
    floating: z
      .strictObject({
        regionLabel: textSchema.describe('Nome, letto dai lettori di schermo, del gruppo dei pulsanti fluttuanti.'),
        chatLabel: textSchema.describe('Etichetta accessibile del pulsante chat.'),
        newsletterLabel: textSchema.describe('Etichetta del pulsante newsletter.'),
      })
      .describe('I pulsanti fluttuanti.'),
    newsletter: z
      .strictObject({
        title: textSchema,
        text: textSchema,
        emailLabel: textSchema.describe('Etichetta del campo e-mail del pannello, es. "La tua email".'),
        placeholder: textSchema,
        button: textSchema,
        privacyNote: textSchema,
      })
      .describe('I testi del pannello newsletter.'),
    blog: blogCopySchema,
    dialogs: z
      .strictObject({
        contact: z
          .strictObject({
            title: textSchema,
            text: textSchema,
            phoneLabel: textSchema.describe('Etichetta sopra il numero di telefono.'),
            emailLabel: textSchema.describe('Etichetta sopra l’indirizzo e-mail.'),
          })
          .describe('Finestra con telefono ed e-mail (pulsante "Consulenza Gratuita" delle pagine sport).'),
        contactNow: z
          .strictObject({
            title: textSchema,
            text: textSchema,
            phoneButton: textSchema.describe('Pulsante che chiama.'),
            emailButton: textSchema.describe('Pulsante che apre l’e-mail.'),
          })
          .describe('Finestra "Contattaci Ora" con due pulsanti.'),
        consultation: consultationDialogCopySchema.describe('Finestra di richiesta della consulenza gratuita (nome ed e-mail).'),
        booking: consultationDialogCopySchema.describe(
          'Finestra "Prenota Consulenza Gratuita" della pagina Intelligenza Artificiale (nome ed e-mail).',
        ),
        packageRequest: packageRequestDialogCopySchema,
      })
      .describe('I testi delle finestre.'),
    privacyLink: z
      .strictObject({
        text: textSchema.describe(
          'Frase accanto al pulsante di ogni modulo, prima del link: perché chiediamo i dati, es. "Usiamo i tuoi dati solo per risponderti."',
        ),
        label: textSchema.describe('Testo del link all’informativa, es. "Informativa privacy".'),
        to: internalPathSchema.describe(
          'La pagina dell’informativa, es. "/privacy-policy"; si apre in una nuova scheda, così il modulo resta compilato.',
        ),
      })
      .describe('Il link all’informativa privacy accanto al pulsante di ogni modulo.'),
    ui: z
      .strictObject({
        skipToContent: textSchema,
        openMenu: textSchema,
        closeMenu: textSchema,
        homeLabel: textSchema.describe('Etichetta accessibile del logo che porta alla home.'),
        close: textSchema,
        breadcrumbHome: textSchema,
      })
      .describe('Piccoli testi dell’interfaccia.'),
    preview: z
      .strictObject({
        label: textSchema.describe('Il segno in un angolo di ogni pagina di un’anteprima, es. "Anteprima".'),
        text: textSchema.describe('Una riga accanto al segno: che cosa vuol dire, es. "contenuti ancora da confermare".'),
      })
      .describe(
        'Il segno che mostra ogni pagina di un’anteprima (una build con segnaposto), che non si fa indicizzare dai motori di ricerca. Una build di rilascio non lo mostra.',
      ),
    notFound: z
      .strictObject({
        title: textSchema.describe('Titolo della pagina non trovata.'),
        text: textSchema,
        homeLink: textSchema,
        image: imageSchema,
      })
      .describe('La pagina 404.'),
  })
  .describe('Le impostazioni di tutto il sito.');

export type Site = z.infer<typeof siteSchema>;
