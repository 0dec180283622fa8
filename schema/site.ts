import { z } from 'zod';
import { messageFor } from './messages.ts';
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

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional(),
    brand: z
      .strictObject({
        name: textSchema.describe('Nome dell’agenzia.'),
        legalName: textSchema.describe('Ragione sociale, per i dati strutturati.'),
        tagline: textSchema.describe('Frase breve sotto il nome nel piè di pagina.'),
        logo: imageSchema.describe('Logo completo.'),
        url: z.url().describe('Indirizzo pubblico del sito, senza "/" finale: serve per link canonici e sitemap.'),
        defaultOgImage: imageSchema.describe('Immagine di condivisione predefinita (PNG 1200×630).'),
        titleSuffix: z
          .string()
          .min(1, messageFor('non può essere vuoto', 'must not be empty'))
          .describe('Aggiunto al titolo di ogni pagina, spazi compresi: " | Scintilla Digital".'),
        ...placeholderField,
      })
      .describe('Il marchio.'),
    contact: z
      .strictObject({
        phoneDisplay: textSchema.describe('Telefono come va mostrato.'),
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
        email: z.email().describe('E-mail dell’agenzia.'),
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
        address: z.strictObject({
          street: textSchema,
          postalCode: z.string().regex(/^\d{5}$/),
          city: textSchema,
          province: z.string().regex(/^[A-Z]{2}$/),
          region: textSchema,
          country: z.string().regex(/^[A-Z]{2}$/),
        }),
        hours: z.array(openingHoursSchema).min(1).describe('Orari di apertura.'),
        areasServed: z.array(textSchema).min(1).describe('Le zone servite, per Google.'),
        ...placeholderField,
      })
      .describe('Recapiti: l’unico posto dove stanno.'),
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
        copyright: textSchema.describe('Riga del copyright, es. "© 2024 Scintilla Digital. Tutti i diritti riservati."'),
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
