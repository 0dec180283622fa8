import { SCHEDULE_TIME_ZONE, type ScheduleState } from '../../schema/schedule.ts';

const romeDay = new Intl.DateTimeFormat('it-IT', { timeZone: SCHEDULE_TIME_ZONE, day: 'numeric', month: 'long' });
const romeDayWithYear = new Intl.DateTimeFormat('it-IT', { timeZone: SCHEDULE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const romeYear = new Intl.DateTimeFormat('it-IT', { timeZone: SCHEDULE_TIME_ZONE, year: 'numeric' });
const romeTime = new Intl.DateTimeFormat('it-IT', { timeZone: SCHEDULE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });

/** axe-core's most common rules, as a marketer can act on them. */
const accessibilityRules: Readonly<Record<string, string>> = {
  'color-contrast':
    'il testo ha poco contrasto con il suo sfondo e chi vede poco non lo legge: scegli un altro tono per la sezione o accorcia la parte evidenziata.',
  'image-alt': 'un’immagine non ha testo alternativo: scrivi in "alt" che cosa mostra (lo leggono chi non vede e Google).',
  'heading-order':
    'un titolo salta un livello (per esempio da <h2> a <h4>): chi usa un lettore di schermo si perde; usa il livello successivo.',
  'link-name': 'un link non ha un testo che dica dove porta: scrivi il testo del link (non lasciarlo vuoto).',
  'button-name': 'un pulsante non ha un nome: scrivi la sua etichetta.',
  label: 'un campo del modulo non ha un’etichetta: scrivi che cosa chiede.',
};

/** "3 dicembre" and "9:00" on Rome's clock, with the year when it is not this one. */
function romeDayAndTime(instant: Date, now: Date): { day: string; time: string } {
  const day = (romeYear.format(instant) === romeYear.format(now) ? romeDay : romeDayWithYear).format(instant);
  return { day, time: romeTime.format(instant) };
}

/** "il 3 dicembre alle 9:00", "l’8 dicembre all’1:00": `articles` are the preposition before a consonant and before 8 or 11. */
function moment(instant: Date, now: Date, articles: { plain: string; elided: string }): string {
  const { day, time } = romeDayAndTime(instant, now);
  const before = /^(8|11) /.test(day) ? articles.elided : articles.plain;
  return `${before}${day} ${time.startsWith('1:') ? 'all’' : 'alle '}${time}`;
}

/** Where a page stands on its schedule, in one sentence and its consequence; nothing for a page always online. */
export function scheduleText(state: ScheduleState, now: Date): { title: string; text: string } | undefined {
  if (state.kind === 'scheduled')
    return {
      title: `Programmata per ${moment(state.at, now, { plain: 'il ', elided: 'l’' })}`,
      text: 'Non è ancora online: le versioni del sito pubblicate prima di quell’ora la lasciano fuori (niente pagina, sitemap né elenco del blog).',
    };
  if (state.kind === 'expired')
    return {
      title: `Non più online ${moment(state.since, now, { plain: 'dal ', elided: 'dall’' })}`,
      text: 'L’ora di unpublishAt è passata: le versioni del sito pubblicate da allora la lasciano fuori. Per rimetterla online togli unpublishAt o sposta la data.',
    };
  if (state.until)
    return {
      title: `Online fino ${moment(state.until, now, { plain: 'al ', elided: 'all’' })}`,
      text: 'Le versioni del sito pubblicate da quell’ora in poi la lasciano fuori.',
    };
  return undefined;
}

/** Every sentence the editor shows, in Italian: the marketers' language. */
export const copy = {
  appTitle: 'Editor del sito',
  files: 'File del sito',
  site: 'Sito',
  emails: 'E-mail ai visitatori',
  pages: 'Pagine',
  posts: 'Articoli del blog',
  newPage: 'Nuova pagina',
  deletePage: 'Elimina pagina',
  save: 'Salva',
  saving: 'Salvataggio…',
  saved: (lines: number) =>
    lines === 0 ? 'Salvato: il file era già così.' : `Salvato: ${lines === 1 ? 'una riga cambiata' : `${lines} righe cambiate`}.`,
  discard: 'Annulla le modifiche',
  unsaved: 'Modifiche non salvate',
  noChanges: 'Nessuna modifica',
  errors: (count: number) => (count === 1 ? '1 errore' : `${count} errori`),
  errorsInside: (count: number) => (count === 1 ? '1 errore qui dentro' : `${count} errori qui dentro`),
  cannotSave: 'Correggi gli errori segnati sui campi per salvare.',
  previewStopped: 'Le parti con errori restano nell’anteprima come erano prima: correggi gli errori per vederle aggiornate.',
  preview: 'Anteprima',
  phone: 'Telefono (375 px)',
  desktop: 'Computer (1280 px)',
  previewFrame: (width: number) => `Anteprima della pagina, larga ${width} px`,
  chooseFile: 'Scegli a sinistra una pagina da modificare.',
  loading: 'Carico…',
  sections: 'Sezioni',
  addSection: 'Aggiungi sezione',
  sectionType: 'Tipo di sezione',
  section: (index: number, type: string) => `Sezione ${index + 1}: ${type}`,
  moveUp: 'Sposta su',
  moveDown: 'Sposta giù',
  duplicate: 'Duplica',
  remove: 'Rimuovi',
  dragHandle: (label: string) => `Trascina per spostare: ${label}`,
  removeSectionTitle: 'Rimuovere la sezione?',
  removeSectionText: (label: string) => `La sezione “${label}” sparirà dalla pagina quando salvi.`,
  confirmRemove: 'Rimuovi',
  cancel: 'Annulla',
  addItem: 'Aggiungi',
  item: (index: number) => `Voce ${index + 1}`,
  items: (count: number) => (count === 1 ? '1 voce' : `${count} voci`),
  optionalFields: 'Campi facoltativi',
  addField: (label: string) => `Aggiungi il campo ${label}`,
  removeField: (label: string) => `Togli il campo ${label}`,
  undoField: (label: string) => `Annulla la modifica di ${label}`,
  /** The rich-text field of a paragraph: its toolbar's buttons and its link box (Mantine's RichTextEditor labels). */
  richText: {
    boldControlLabel: 'Grassetto',
    italicControlLabel: 'Corsivo',
    linkControlLabel: 'Link',
    unlinkControlLabel: 'Togli il link',
    linkEditorInputLabel: 'Indirizzo del link',
    linkEditorInputPlaceholder: '/pagina, /pagina#sezione, https://…',
    linkEditorSave: 'Applica',
    linkEditorExternalLink: 'Link a un altro sito',
    linkEditorInternalLink: 'Link a una pagina del sito',
  },
  /** A problem axe found on the preview: Italian for the common ones, axe's own (English) help for the others. */
  accessibility: (rule: string, help: string) => `Accessibilità: ${accessibilityRules[rule] ?? `${help} (in inglese)`}`,
  /** A message about one section as a whole, listed above the form. */
  inSection: (position: number, message: string) => `Sezione ${position}: ${message}`,
  searchPreview: 'Su Google e sui social',
  searchResult: 'Il risultato su Google',
  searchResultMobile: 'Lo stesso risultato sullo schermo di un telefono',
  searchWidth: (width: number) => `Colonna larga ${width} px`,
  socialCard: 'La scheda condivisa sui social (1200 × 630)',
  socialImageAlt: (alt: string) => `Immagine di condivisione: ${alt}`,
  socialImageNone: 'Manca l’immagine per i social: scegline una di 1200 × 630 px in «Immagine per i social».',
  socialImageMissing: (address: string) =>
    `L’immagine per i social ${address} non c’è: chi condivide la pagina vedrebbe una scheda senza foto. Scegline una di 1200 × 630 px in «Immagine per i social».`,
  titleCount: (count: number) => `Titolo: ${count} caratteri (ideale 30–60, senza « | nome del sito», che Google mostra a parte)`,
  descriptionCount: (count: number) => `Descrizione: ${count} caratteri (ideale 70–160)`,
  titleTooShort: 'Il titolo è corto: aggiungi che cosa offri e dove (es. “Social media per società di calcio a Brescia”).',
  titleTooLong: 'Il titolo è lungo: Google ne mostra circa 600 px e taglia il resto con “…”. Metti all’inizio le parole che contano.',
  titleCut: 'Google taglia questo titolo: la parte dopo “…” non si vede.',
  descriptionTooShort: 'La descrizione è corta: in una o due frasi di’ che cosa offri, a chi e dove, e perché cliccare.',
  descriptionTooLong: 'La descrizione è lunga: Google ne mostra circa 920 px (intorno ai 155 caratteri) e taglia il resto con “…”.',
  noDescription: 'Manca la descrizione: Google sceglierà da solo una frase della pagina.',
  /** The field that chooses a union's branch (`type: route`). */
  variantKind: 'Tipo',
  unknownField: (key: string) => `Campo non previsto dallo schema: ${key}`,
  defaultValue: (value: string) => `predefinito: ${value}`,
  variant: 'Variante',
  choose: 'Scegli…',
  chooseImage: 'Carica una foto',
  removePhoto: 'Togli la foto scelta',
  editing: 'Modifica del file',
  imageAlt: 'Testo alternativo (alt)',
  altTitle: 'Che cosa mostra la foto?',
  altHelp:
    'Lo leggono i lettori di schermo a chi non vede la foto, e Google. Una frase, es. “La prima squadra in posa prima della finale”.',
  altRequired: 'Scrivi che cosa mostra la foto: serve a chi non la vede.',
  altConfirm: 'Usa la foto',
  uploadPlace: 'Dove metterla',
  uploadPublic: 'In public/images/',
  uploadBeside: 'Accanto alla pagina',
  uploadFolder: 'Cartella dentro public/images/',
  uploading: 'Carico la foto…',
  uploadFailed: 'Foto non caricata',
  newPageTitle: 'Nuova pagina',
  newPagePath: 'Indirizzo',
  newPagePathHelp: 'Dentro il sito, senza la prima barra: sport/tennis diventa /sport/tennis.',
  newPageTemplate: 'Parti da',
  templateBlank: 'Pagina vuota (un titolo d’apertura)',
  templateSport: 'Pagina di uno sport (con pacchetti e prezzi)',
  newPageName: 'Titolo della pagina',
  sportName: 'Nome dello sport',
  sportWord: 'Frase per il messaggio dei pacchetti',
  sportWordHelp: 'Come la società si presenta nel messaggio precompilato, es. “la mia società di tennis”.',
  create: 'Crea la pagina',
  created: (route: string) => `Pagina creata: ${route}`,
  deleteTitle: 'Eliminare la pagina?',
  deleteText: (file: string, route: string) =>
    `${file} sarà eliminato e l’indirizzo ${route} non esisterà più. Non si può annullare dall’editor (git conserva la versione precedente).`,
  deleted: 'Pagina eliminata.',
  confirmDelete: 'Elimina',
  leaveTitle: 'Ci sono modifiche non salvate',
  leaveText: 'Se apri un altro file le perdi. Vuoi continuare?',
  leave: 'Apri senza salvare',
  conflictTitle: 'Il file è cambiato sul disco',
  selectedOutside: 'Questa parte della pagina si modifica in “Impostazioni del sito”.',
  elsewhere: 'La modifica romperebbe altri file',
  errorTitle: 'Qualcosa non va',
  missingToken: 'Apri l’editor con l’indirizzo completo stampato da npm run edit: contiene la chiave di accesso.',
  kind: { site: 'Sito', email: 'E-mail', page: 'Pagina', post: 'Articolo' },
  history: 'Cronologia',
  historyTitle: (file: string) => `Versioni pubblicate di ${file}`,
  historyEmpty: 'Questo file non ha ancora versioni pubblicate.',
  historyCurrent: 'È la versione di adesso',
  historyBy: (author: string, when: string) => `${author}, ${when}`,
  historyMore: (count: number) => (count === 1 ? 'e un altro campo' : `e altri ${count} campi`),
  historyCreated: 'La prima versione del file.',
  historyNoFields: 'Nessun campo cambiato (solo commenti o spazi).',
  historyAdded: 'aggiunto',
  historyRemoved: 'tolto',
  restore: 'Ripristina questa versione',
  publish: 'Pubblica',
  publishPreview: 'Anteprima',
  previewWord: 'Anteprima',
  publishTitle: 'Pubblica il sito',
  previewTitle: 'Pubblica l’anteprima',
  publishExplain:
    'Mette online le pagine che hai salvato: prima controllo che non manchi niente (errori e segnaposto), poi le consegno e aspetto che il sito le mostri.',
  previewExplain:
    'Mette le pagine che hai salvato sul sito di anteprima, da far vedere prima di pubblicare: i segnaposto sono ammessi e Google non lo indicizza.',
  publishUnsaved: (file: string) => `${file} ha modifiche non salvate: salvale prima, o non saranno pubblicate.`,
  publishWho: 'Chi pubblica? Lo chiedo una volta sola e lo ricordo su questo computer.',
  authorName: 'Nome e cognome',
  authorEmail: 'E-mail',
  publishAs: (name: string, email: string) => `Pubblichi come ${name} <${email}>.`,
  publishNote: 'Nota (facoltativa)',
  publishNoteHelp: 'Che cosa hai cambiato e perché, in due parole: resta nella cronologia.',
  publishStarting: 'Avvio la pubblicazione…',
  publishOpenSite: (url: string) => `Apri ${url}`,
  publishConflict: 'Non pubblicato: la stessa riga è stata cambiata anche online',
  publishError: 'Errore',
  close: 'Chiudi',
  restoreUnsavedTitle: 'Ci sono modifiche non salvate',
  restoreUnsavedText: 'Ripristinando questa versione le perdi. Vuoi continuare?',
  restored: (when: string) => `Ripristinata la versione del ${when}: il file è salvato così. Pubblicalo per metterlo online.`,
} as const;

const versionDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: SCHEDULE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "27 novembre 2026 alle ore 14:32", on Rome's clock. */
export const versionWhen = (iso: string) => versionDate.format(new Date(iso));
