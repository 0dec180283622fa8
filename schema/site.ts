import { z } from 'zod';
import { messageFor, say } from './messages.ts';
import { figureKeySchema, statFigureSchema } from './shared-figures.ts';
import { imageSchema, internalPathSchema, placeholderField, textSchema } from './primitives.ts';
import { iconNameSchema } from './icons.ts';
import { consultationDialogCopySchema, packageRequestDialogCopySchema } from './form-dialogs.ts';
import { blogCopySchema } from './blog-copy.ts';

const navLinkSchema = z
  .strictObject({
    label: textSchema.meta({ title: 'Testo del link', description: 'Testo del link.' }),
    to: internalPathSchema.meta({ title: 'Pagina' }),
    description: textSchema.optional().meta({ title: 'Descrizione', description: 'Riga di spiegazione nel menu a tendina.' }),
  })
  .describe('Un link del menu.');

const navItemSchema = z
  .strictObject({
    label: textSchema.meta({ title: 'Testo della voce', description: 'Testo della voce di menu.' }),
    to: internalPathSchema.meta({ title: 'Pagina', description: 'Pagina della voce (per il menu a tendina: la pagina "tutti").' }),
    activePrefix: internalPathSchema
      .optional()
      .meta({ title: 'Evidenziata su', description: 'La voce è evidenziata su ogni pagina il cui indirizzo inizia così, es. "/sport".' }),
    children: z
      .array(navLinkSchema)
      .default([])
      .meta({ title: 'Sottomenu', description: 'Se presenti, la voce apre un menu a tendina con questi link.' }),
  })
  .describe('Una voce del menu principale.');

const footerColumnSchema = z
  .strictObject({
    title: textSchema.meta({ title: 'Titolo', description: 'Titolo della colonna.' }),
    links: z.array(navLinkSchema).min(1).meta({ title: 'Link', description: 'I link della colonna.' }),
  })
  .describe('Una colonna di link nel piè di pagina.');

const sportTileSchema = z
  .strictObject({
    title: textSchema.meta({ title: 'Nome dello sport', description: 'Nome dello sport sulla scheda, es. "Calcio".' }),
    description: textSchema.meta({ title: 'Descrizione', description: 'Una o due righe su che cosa facciamo per quello sport.' }),
    icon: iconNameSchema.meta({ title: 'Icona', description: 'Icona della scheda, es. "ball-football".' }),
    to: internalPathSchema.meta({ title: 'Pagina', description: 'La pagina dello sport, es. "/sport/calcio-marketing".' }),
  })
  .describe('Uno sport della divisione sportiva, come scheda della griglia degli sport.');

const openingHoursSchema = z
  .strictObject({
    label: textSchema.meta({ title: 'Giorni', description: 'Giorni come vanno mostrati: "Lun – Ven".' }),
    days: z
      .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
      .min(1)
      .meta({ title: 'Giorni per Google', description: 'I giorni, in inglese, per Google.' }),
    opens: z
      .string()
      .regex(/^\d{2}:\d{2}$/, messageFor('scrivi l’ora così: "09:00"', 'write times like "09:00"'))
      .optional()
      .meta({ title: 'Apertura', description: 'Apertura "09:00"; vuoto se chiuso.' }),
    closes: z
      .string()
      .regex(/^\d{2}:\d{2}$/, messageFor('scrivi l’ora così: "18:00"', 'write times like "18:00"'))
      .optional()
      .meta({ title: 'Chiusura', description: 'Chiusura "18:00"; vuoto se chiuso.' }),
    text: textSchema.meta({ title: 'Orario', description: 'Orario come va mostrato: "9:00 – 18:00" o "Chiuso".' }),
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
    .strictObject({ value: textSchema.meta({ title: 'Valore', description: description }), ...placeholderField })
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
    $schema: z.string().optional().meta({ title: 'Schema per l’editor' }),
    brand: z
      .strictObject({
        name: textSchema.meta({
          title: 'Nome',
          description: 'Nome dell’agenzia, come lo leggono i visitatori. Nei testi si richiama con {agenzia.nome}.',
        }),
        tagline: textSchema.meta({ title: 'Motto', description: 'Frase breve sotto il nome nel piè di pagina.' }),
        logo: imageSchema.meta({ title: 'Logo', description: 'Logo completo.' }),
        url: z.url().meta({
          title: 'Indirizzo del sito',
          description: 'Indirizzo pubblico del sito, senza "/" finale: serve per link canonici e sitemap.',
        }),
        defaultOgImage: imageSchema.meta({
          title: 'Immagine per i social predefinita',
          description: 'Immagine di condivisione predefinita (PNG 1200×630).',
        }),
        titleSuffix: z
          .string()
          .min(1, messageFor('non può essere vuoto', 'must not be empty'))
          .meta({ title: 'Coda del titolo', description: 'Aggiunto al titolo di ogni pagina, spazi compresi: " | {agenzia.nome}".' }),
        ...placeholderField,
      })
      .meta({ title: 'Marchio', description: 'Il marchio.' }),
    legal: z
      .strictObject({
        ragioneSociale: legalFact(
          textSchema,
          'Ragione sociale, come nel registro delle imprese, es. "Rossi Digital S.r.l." ({agenzia.ragioneSociale}).',
        ).meta({ title: 'Ragione sociale' }),
        partitaIva: legalFact(partitaIvaSchema, 'Partita IVA, 11 cifre ({agenzia.partitaIva}).').meta({ title: 'Partita IVA' }),
        rea: legalFact(reaSchema, 'Numero REA: sigla della provincia e numero, es. "BS-123456" ({agenzia.rea}).').meta({
          title: 'Numero REA',
        }),
        capitaleSociale: legalFact(
          textSchema,
          'Capitale sociale come va scritto, es. "€ 10.000,00 i.v." ({agenzia.capitaleSociale}).',
        ).meta({ title: 'Capitale sociale' }),
        pec: legalFact(z.email(), 'Indirizzo PEC dell’agenzia ({agenzia.pec}).').meta({ title: 'PEC' }),
      })
      .meta({
        title: 'Dati legali',
        description:
          'L’identità legale dell’agenzia: una S.r.l. la mostra sul sito (il piè di pagina di ogni pagina) e nei dati strutturati. Ogni dato è un segnaposto finché c’è "toSupply".',
      }),
    contact: z
      .strictObject({
        phoneDisplay: textSchema.meta({ title: 'Telefono mostrato', description: 'Telefono come va mostrato ({contatti.telefono}).' }),
        phone: z
          .string()
          .regex(
            /^\+\d{6,15}$/,
            messageFor(
              'scrivi il telefono in formato internazionale, senza spazi: "+390300000000"',
              'write the phone in international form without spaces: "+390300000000"',
            ),
          )
          .meta({ title: 'Telefono', description: 'Telefono per i link "tel:".' }),
        email: z.email().meta({ title: 'E-mail', description: 'E-mail dell’agenzia ({contatti.email}).' }),
        chatNumber: z
          .string()
          .regex(
            /^\d{8,15}$/,
            messageFor(
              'scrivi il numero della chat solo con cifre, prefisso internazionale compreso, es. "390300000000"',
              'write the chat number as digits with the country code, e.g. "390300000000"',
            ),
          )
          .meta({ title: 'Numero della chat', description: 'Numero della chat di messaggistica.' }),
        chatGreeting: textSchema.meta({ title: 'Saluto della chat', description: 'Saluto precompilato nella chat.' }),
        address: z
          .strictObject({
            street: textSchema.meta({ title: 'Via', description: 'Via e numero civico ({contatti.via}).' }),
            postalCode: z
              .string()
              .regex(/^\d{5}$/)
              .meta({ title: 'CAP', description: 'CAP, 5 cifre ({contatti.cap}).' }),
            city: textSchema.meta({ title: 'Comune', description: 'Comune ({contatti.citta}).' }),
            province: z
              .string()
              .regex(/^[A-Z]{2}$/)
              .meta({ title: 'Provincia', description: 'Sigla della provincia ({contatti.provincia}).' }),
            region: textSchema.meta({ title: 'Regione' }),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/)
              .meta({ title: 'Paese' }),
          })
          .meta({
            title: 'Indirizzo',
            description: 'Indirizzo della sede: tutto insieme si richiama con {contatti.indirizzo}; la mappa della pagina Contatti lo usa.',
          }),
        hours: z.array(openingHoursSchema).min(1).meta({ title: 'Orari', description: 'Orari di apertura.' }),
        areasServed: z.array(textSchema).min(1).meta({ title: 'Zone servite', description: 'Le zone servite, per Google.' }),
        ...placeholderField,
      })
      .meta({ title: 'Recapiti', description: 'Recapiti: l’unico posto dove stanno.' }),
    prices: z
      .strictObject({
        vat: z
          .strictObject({
            value: textSchema.meta({ title: 'Testo sull’IVA', description: '"IVA esclusa" o "IVA inclusa" ({prezzi.iva}).' }),
            ...placeholderField,
          })
          .meta({ title: 'IVA', description: 'La riga sotto il prezzo di ogni pacchetto: dice se l’IVA è compresa.' }),
      })
      .meta({ title: 'Prezzi', description: 'Ciò che vale per tutti i prezzi del sito.' }),
    navigation: z
      .strictObject({
        items: z.array(navItemSchema).min(1).meta({ title: 'Voci' }),
        cta: navLinkSchema.meta({ title: 'Pulsante del menu', description: 'Il pulsante a destra del menu.' }),
      })
      .meta({ title: 'Menu', description: 'Il menu principale.' }),
    figures: z.record(figureKeySchema, statFigureSchema).default({}).meta({
      title: 'Cifre',
      description: 'Cifre mostrate su più pagine, scritte una volta sola: una pagina le richiama con "- figure: nome".',
    }),
    sports: z.array(sportTileSchema).min(1).meta({
      title: 'Sport',
      description: 'Gli sport della divisione sportiva, nell’ordine in cui la sezione "sport-grid" li mostra. Nuovo sport: una voce qui.',
    }),
    footer: z
      .strictObject({
        about: textSchema.meta({ title: 'Chi siamo', description: 'Due righe sull’agenzia.' }),
        columns: z.array(footerColumnSchema).min(1).meta({ title: 'Colonne' }),
        contactTitle: textSchema.meta({ title: 'Titolo dei recapiti' }),
        hoursTitle: textSchema.meta({ title: 'Titolo degli orari' }),
        copyright: textSchema.meta({
          title: 'Copyright',
          description: 'Riga del copyright, es. "© 2024 {agenzia.ragioneSociale} – Tutti i diritti riservati."',
        }),
        legalIdentity: z
          .strictObject({
            vatNumber: textSchema.meta({ title: 'Etichetta della Partita IVA', description: 'Etichetta della Partita IVA, es. "P.IVA".' }),
            rea: textSchema.meta({ title: 'Etichetta del REA', description: 'Etichetta del numero REA, es. "REA".' }),
            shareCapital: textSchema.meta({
              title: 'Etichetta del capitale sociale',
              description: 'Etichetta del capitale sociale, es. "Capitale sociale".',
            }),
            pec: textSchema.meta({ title: 'Etichetta della PEC', description: 'Etichetta della PEC, es. "PEC".' }),
          })
          .meta({
            title: 'Etichette dei dati legali',
            description: 'Le etichette della riga con i dati legali dell’agenzia (i valori stanno sotto "legal").',
          }),
        legalLinks: z.array(navLinkSchema).default([]).meta({ title: 'Link legali' }),
        consentPreferences: navLinkSchema.meta({
          title: 'Preferenze cookie',
          description:
            'Il link "Preferenze cookie": riapre il banner dei cookie per cambiare scelta; senza JavaScript porta a questa pagina, es. "/cookie-policy#preferenze".',
        }),
      })
      .meta({ title: 'Piè di pagina', description: 'Il piè di pagina.' }),
    consent: z
      .strictObject({
        title: textSchema.meta({ title: 'Titolo' }),
        text: textSchema.meta({ title: 'Testo' }),
        reject: textSchema.meta({ title: 'Pulsante «rifiuta»' }),
        accept: textSchema.meta({ title: 'Pulsante «accetta»' }),
        policyLinks: z.array(navLinkSchema).min(1).meta({ title: 'Link alle informative' }),
      })
      .meta({ title: 'Banner dei cookie', description: 'Il banner del consenso ai cookie.' }),
    floating: z
      .strictObject({
        regionLabel: textSchema.meta({
          title: 'Nome del gruppo',
          description: 'Nome, letto dai lettori di schermo, del gruppo dei pulsanti fluttuanti.',
        }),
        chatLabel: textSchema.meta({ title: 'Nome del pulsante chat', description: 'Etichetta accessibile del pulsante chat.' }),
        newsletterLabel: textSchema.meta({ title: 'Nome del pulsante newsletter', description: 'Etichetta del pulsante newsletter.' }),
      })
      .meta({ title: 'Pulsanti fluttuanti', description: 'I pulsanti fluttuanti.' }),
    newsletter: z
      .strictObject({
        title: textSchema.meta({ title: 'Titolo' }),
        text: textSchema.meta({ title: 'Testo' }),
        emailLabel: textSchema.meta({
          title: 'Etichetta dell’e-mail',
          description: 'Etichetta del campo e-mail del pannello, es. "La tua email".',
        }),
        placeholder: textSchema.meta({ title: 'Segnaposto' }),
        button: textSchema.meta({ title: 'Pulsante' }),
        subscribedNotice: textSchema.meta({
          title: 'Testo dopo l’iscrizione',
          description:
            'Il testo dell’avviso "Iscrizione completata!": dice di confermare dal link dell’e-mail appena inviata. Resta nella prova del consenso.',
        }),
        privacyNote: textSchema.meta({ title: 'Nota sulla privacy' }),
      })
      .meta({ title: 'Newsletter', description: 'I testi del pannello newsletter.' }),
    blog: blogCopySchema.meta({ title: 'Blog' }),
    dialogs: z
      .strictObject({
        contact: z
          .strictObject({
            title: textSchema.meta({ title: 'Titolo' }),
            text: textSchema.meta({ title: 'Testo' }),
            phoneLabel: textSchema.meta({ title: 'Etichetta del telefono', description: 'Etichetta sopra il numero di telefono.' }),
            emailLabel: textSchema.meta({ title: 'Etichetta dell’e-mail', description: 'Etichetta sopra l’indirizzo e-mail.' }),
          })
          .meta({
            title: 'Finestra dei recapiti',
            description: 'Finestra con telefono ed e-mail (pulsante "Consulenza Gratuita" delle pagine sport).',
          }),
        contactNow: z
          .strictObject({
            title: textSchema.meta({ title: 'Titolo' }),
            text: textSchema.meta({ title: 'Testo' }),
            phoneButton: textSchema.meta({ title: 'Pulsante per chiamare', description: 'Pulsante che chiama.' }),
            emailButton: textSchema.meta({ title: 'Pulsante per l’e-mail', description: 'Pulsante che apre l’e-mail.' }),
          })
          .meta({ title: 'Contattaci ora', description: 'Finestra "Contattaci Ora" con due pulsanti.' }),
        consultation: consultationDialogCopySchema.meta({
          title: 'Consulenza gratuita',
          description: 'Finestra di richiesta della consulenza gratuita (nome ed e-mail).',
        }),
        booking: consultationDialogCopySchema.meta({
          title: 'Prenotazione',
          description: 'Finestra "Prenota Consulenza Gratuita" della pagina Intelligenza Artificiale (nome ed e-mail).',
        }),
        packageRequest: packageRequestDialogCopySchema.meta({ title: 'Richiesta di un pacchetto' }),
      })
      .meta({ title: 'Finestre', description: 'I testi delle finestre.' }),
    privacyLink: z
      .strictObject({
        text: textSchema.meta({
          title: 'Frase sulla privacy',
          description:
            'Frase accanto al pulsante di ogni modulo, prima del link: perché chiediamo i dati, es. "Usiamo i tuoi dati solo per risponderti."',
        }),
        label: textSchema.meta({ title: 'Testo del link', description: 'Testo del link all’informativa, es. "Informativa privacy".' }),
        to: internalPathSchema.meta({
          title: 'Pagina',
          description: 'La pagina dell’informativa, es. "/privacy-policy"; si apre in una nuova scheda, così il modulo resta compilato.',
        }),
      })
      .meta({ title: 'Link alla privacy', description: 'Il link all’informativa privacy accanto al pulsante di ogni modulo.' }),
    ui: z
      .strictObject({
        skipToContent: textSchema.meta({ title: 'Salta al contenuto' }),
        openMenu: textSchema.meta({ title: 'Apri il menu' }),
        closeMenu: textSchema.meta({ title: 'Chiudi il menu' }),
        homeLabel: textSchema.meta({ title: 'Nome del logo', description: 'Etichetta accessibile del logo che porta alla home.' }),
        close: textSchema.meta({ title: 'Chiudi' }),
        breadcrumbHome: textSchema.meta({ title: 'Home nelle briciole' }),
      })
      .meta({ title: 'Testi dell’interfaccia', description: 'Piccoli testi dell’interfaccia.' }),
    preview: z
      .strictObject({
        label: textSchema.meta({
          title: 'Etichetta',
          description: 'Il segno in un angolo di ogni pagina di un’anteprima, es. "Anteprima".',
        }),
        text: textSchema.meta({
          title: 'Testo',
          description: 'Una riga accanto al segno: che cosa vuol dire, es. "contenuti ancora da confermare".',
        }),
      })
      .meta({
        title: 'Anteprima',
        description:
          'Il segno che mostra ogni pagina di un’anteprima (una build con segnaposto), che non si fa indicizzare dai motori di ricerca. Una build di rilascio non lo mostra.',
      }),
    measurement: z
      .strictObject({
        webVitalsOneIn: z.int().min(0).max(1000).meta({
          title: 'Visite misurate per la velocità',
          description:
            'Su quante visite una misura la velocità vera del sito sul telefono o sul computer del visitatore (LCP, INP, CLS, TTFB): 5 vuol dire una visita su cinque, 1 tutte, 0 nessuna. Le altre non scaricano nulla in più.',
        }),
      })
      .default({ webVitalsOneIn: 5 })
      .meta({
        title: 'Misurazione',
        description: 'La misurazione delle visite senza cookie: le cifre di Statistiche nell’app del titolare e di "npm run stats".',
      }),
    notFound: z
      .strictObject({
        title: textSchema.meta({ title: 'Titolo', description: 'Titolo della pagina non trovata.' }),
        text: textSchema.meta({ title: 'Testo' }),
        homeLink: textSchema.meta({ title: 'Link alla home' }),
        image: imageSchema.meta({ title: 'Immagine' }),
      })
      .meta({ title: 'Pagina non trovata', description: 'La pagina 404.' }),
  })
  .describe('Le impostazioni di tutto il sito.');

export type Site = z.infer<typeof siteSchema>;
