/**
 * Genuine leads, written for this project: what the agency's real visitors (shops, studios, clubs and
 * gyms around Montichiari, Brescia, Lake Garda, Mantova and Verona) send. None may ever be marked spam.
 * They mention their own website, prices, phone numbers, English marketing words and emoji, write in a
 * hurry or at length, and some come from pages without script (no elapsed time).
 */
import { CONTACT_TYPES } from '../../../schema/contact.ts';
import type { ContactPayload } from '../../../schema/contact.ts';
import { consultation, contactForm, newsletter, packageRequest, sportPrefill } from './build.ts';

const S = 1000;

export const GENUINE_LEADS: readonly ContactPayload[] = [
  // The contact page
  contactForm(
    'Marco Bertoldi',
    'marco.bertoldi@ferramentabertoldi.example.it',
    'Buongiorno, abbiamo una ferramenta a Montichiari da tre generazioni e vorremmo iniziare a farci conoscere su Instagram. Potete chiamarmi dopo le 15?',
    { telefono: '+39 030 961 2233', azienda: 'Ferramenta Bertoldi', elapsedMs: 74 * S },
  ),
  contactForm(
    'Giulia Franzoni',
    'giulia.franzoni@example.it',
    'Ciao! Ho aperto da poco un centro estetico a Castiglione delle Stiviere. Il sito attuale è questo: www.esteticagiulia.example.it ma non mi convince, è lento e su telefono si vede male. Quanto costerebbe rifarlo?',
    { azienda: 'Estetica Giulia', elapsedMs: 142 * S },
  ),
  contactForm('Luca Pasotti', 'l.pasotti@example.com', 'Vorrei un preventivo per foto dei piatti del ristorante, siamo a Desenzano.', {
    telefono: '338 1234567',
    elapsedMs: 35 * S,
  }),
  contactForm(
    'Francesca Ghidini',
    'francesca@cantinaghidini.example.it',
    'Salve, siamo una cantina sulle colline moreniche del Garda (Lonato). Ci servirebbe aiuto per la vendita online del vino: e-commerce, spedizioni e un po’ di social. Il nostro sito è https://www.cantinaghidini.example.it. Grazie!',
    { azienda: 'Cantina Ghidini', telefono: '030 9130 555', elapsedMs: 3 * 60 * S },
  ),
  contactForm('Andrea Zani', 'andrea.zani@example.it', 'Mi richiamate per favore? 3471122334', { elapsedMs: 12 * S }),
  contactForm(
    'Silvia Ronchi',
    'silvia.ronchi@studioronchi.example.it',
    'Buongiorno,\nsono un’architetta con studio a Brescia. Vorrei un sito vetrina con i progetti (circa 20) e una pagina contatti. Tempi? Budget indicativo 1.000-1.500 €.\nCordiali saluti\nSilvia Ronchi',
    { azienda: 'Studio Ronchi Architettura', elapsedMs: 4 * 60 * S },
  ),
  contactForm(
    'Paolo Gandini',
    'paolo.gandini@example.com',
    'Gestisco un agriturismo a Salò. Prenotazioni in calo, Booking ci mangia il 18%. Si può fare qualcosa per avere più prenotazioni dirette dal sito?',
    { azienda: 'Agriturismo Il Gelso', elapsedMs: 95 * S },
  ),
  contactForm(
    'Elisa Bonetti',
    'elisa.bonetti@example.it',
    'Interessata alla consulenza sull’intelligenza artificiale per il customer service 🙂',
    {
      azienda: 'Bonetti Viaggi',
      elapsedMs: 41 * S,
    },
  ),
  contactForm(
    'Stefano Gatti',
    'stefano@gattiautoricambi.example.it',
    'Abbiamo un magazzino ricambi auto, ci interessa capire se un chatbot può rispondere alle domande più frequenti dei clienti (disponibilità pezzi, orari). Lavoriamo con un gestionale su AS400.',
    { azienda: 'Gatti Autoricambi S.r.l.', telefono: '+39 0376 123456', elapsedMs: 150 * S },
  ),
  contactForm('Chiara Moretti', 'chiara.moretti@example.it', 'preventivo social per pasticceria', { elapsedMs: 9 * S }),
  contactForm(
    'Roberto Fontana',
    'roberto.fontana@example.com',
    'Buonasera, vorrei migliorare il posizionamento su Google della mia officina a Gavardo: se cerco "gommista Gavardo" non esco nemmeno in seconda pagina. Mi fate sapere come lavorate e i costi della SEO locale?',
    { azienda: 'Officina Fontana', elapsedMs: 88 * S },
  ),
  contactForm(
    'Martina Saleri',
    'martina.saleri@example.it',
    'Ciao, sono la social media manager di una palestra di Verona, cerchiamo un fotografo/videomaker per 4 reel al mese. Fate anche solo produzione contenuti senza gestione?',
    { azienda: 'FitZone Verona', elapsedMs: 63 * S },
  ),
  contactForm(
    'Giovanni Tonoli',
    'giovanni.tonoli@example.it',
    'Ho ricevuto il vostro contatto da un amico (Bar Centrale di Montichiari). Vorrei parlare di un sito per la mia impresa edile. Sono disponibile sabato mattina.',
    { azienda: 'Tonoli Costruzioni', telefono: '333 9988776' },
  ),
  contactForm(
    'Alessia Piccinelli',
    'alessia.piccinelli@example.com',
    'Buongiorno, il nostro profilo Google Business ha solo 12 recensioni e alcune informazioni sbagliate (orari). Potete aiutarci a sistemarlo e a raccogliere recensioni dai clienti?',
    { azienda: 'Ottica Piccinelli', elapsedMs: 57 * S },
  ),
  contactForm(
    'Davide Ruggeri',
    'davide.ruggeri@example.it',
    'Salve, ho un e-commerce di articoli per la pesca (Shopify). Vorrei campagne Meta Ads e Google Shopping. Fatturato attuale circa 8k/mese, obiettivo raddoppiare. Ne parliamo?',
    { azienda: 'Pesca Garda Shop', elapsedMs: 2 * 60 * S },
  ),
  contactForm(
    'Federica Lanzoni',
    'federica.lanzoni@example.it',
    'Buongiorno, scrivo per conto del Comune di… no scherzo 😄 sono una libera professionista (commercialista) e vorrei un sito semplice, due pagine. Grazie',
    { elapsedMs: 48 * S },
  ),
  contactForm(
    'Matteo Bazzoli',
    'matteo.bazzoli@example.com',
    'Vorrei sapere se fate anche riprese con drone per un evento (matrimonio in villa a Sirmione il 14 giugno).',
    { telefono: '+39 347 555 1234', elapsedMs: 31 * S },
  ),
  contactForm(
    'Sara Mombelli',
    'sara.mombelli@example.it',
    'Buongiorno,\n\nsiamo un’associazione culturale di Mantova, organizziamo incontri e concerti d’estate. Avremmo bisogno di:\n- un sito con calendario eventi\n- gestione Facebook e Instagram da maggio a settembre\n\nAvete tariffe per il terzo settore?\n\nGrazie, Sara',
    { azienda: 'Associazione Corte Estiva', elapsedMs: 5 * 60 * S },
  ),
  contactForm('Luigi Ferrari', 'luigi.ferrari@example.it', 'Chiamatemi', { telefono: '030 996 7788' }),
  contactForm(
    'Valentina Sala',
    'valentina.sala@example.com',
    'Ciao, abbiamo un negozio di abbigliamento per bambini a Brescia centro. Vorremmo vendere anche online e fare più brand awareness su TikTok. Il vostro pacchetto Business include TikTok?',
    { azienda: 'Piccoli Passi Boutique', elapsedMs: 77 * S },
  ),
  contactForm(
    'Nicola Zanetti',
    'nicola@zanettiimpianti.example.it',
    'Buongiorno, ditta di impianti elettrici e fotovoltaico. Riceviamo pochi contatti dal sito (zanettiimpianti.example.it). Vorrei un’analisi e una proposta, anche per campagne Google Ads sulla provincia di Brescia.',
    { azienda: 'Zanetti Impianti', telefono: '0365 41 22 33', elapsedMs: 110 * S },
  ),
  contactForm(
    'Irene Gozzoli',
    'irene.gozzoli@example.it',
    'Sono una nutrizionista a Lonato. Mi piacerebbe automatizzare le prenotazioni e i promemoria ai pazienti. Voi lo fate? Uso Google Calendar.',
    { elapsedMs: 66 * S },
  ),
  contactForm(
    'Enrico Bellini',
    'enrico.bellini@example.com',
    'Buonasera, il nostro hotel a Sirmione avrebbe bisogno di nuove foto delle camere e della piscina prima della stagione (aprile). Potete mandarmi un preventivo? Camere: 24.',
    { azienda: 'Hotel Bellavista', telefono: '030 916 0000' },
  ),
  contactForm(
    'Anna Maria Lucchini',
    'annamaria.lucchini@example.it',
    'Salve, mio figlio mi ha detto di scrivervi 😊 ho una merceria a Calcinato e vorrei provare a vendere su Facebook. Non sono molto pratica, mi potete spiegare come funziona? Grazie mille',
    { elapsedMs: 6 * 60 * S },
  ),
  contactForm(
    "Giorgio Dall'Asta",
    'giorgio.dallasta@example.it',
    'Vorrei rifare logo e sito del mio studio dentistico (Verona, via Mazzini). Avete esempi di lavori simili?',
    { azienda: "Studio Dentistico Dall'Asta", elapsedMs: 52 * S },
  ),
  contactForm(
    'Beatrice Cavalli',
    'beatrice.cavalli@example.com',
    'Ciao, sono titolare di una gelateria artigianale a Peschiera. Vorrei foto e video per Instagram, magari 2 shooting: uno a maggio e uno a luglio. Prezzo?',
    { azienda: 'Gelateria Cavalli', elapsedMs: 39 * S },
  ),

  // The consultation popup
  consultation('Fabio Treccani', 'fabio.treccani@example.it', { elapsedMs: 21 * S }),
  consultation('Laura Pedrazzi', 'laura.pedrazzi@example.com', { elapsedMs: 14 * S }, '/intelligenza-artificiale'),
  consultation('Simone Archetti', 'simone.archetti@example.it', { elapsedMs: 8 * S }, '/blog'),
  consultation('Rita Bonomi', 'rita.bonomi@example.it', {}, '/servizi'),
  consultation('Michele Ferraboli', 'michele.ferraboli@example.com', { elapsedMs: 27 * S }, '/intelligenza-artificiale'),
  consultation('Cristina Zambelli', 'cristina.zambelli@example.it', { elapsedMs: 6500 }, '/chi-siamo'),
  consultation('Pietro Cominelli', 'pietro.cominelli@example.it', { elapsedMs: 45 * S }),
  consultation('Ilaria Rizzi', 'ilaria.rizzi@example.com', { elapsedMs: 11 * S }, '/sport'),

  // Newsletter sign-ups (the panel opens five seconds after arrival; the box sits in the blog)
  newsletter('marta.gheza@example.it', { elapsedMs: 9 * S }),
  newsletter('info@panificiorossi.example.it', { elapsedMs: 7200 }),
  newsletter('tommaso.beretta@example.com', { elapsedMs: 25 * S }, true),
  newsletter('g.lombardi@example.it', {}, true),
  newsletter('serena.pasini@example.it', { elapsedMs: 3600 }, true),
  newsletter('amministrazione@studiobellini.example.it', { elapsedMs: 64 * S }),
  newsletter('lorenzo.vitali@example.com', { elapsedMs: 5900 }),
  newsletter('noemi.ferri@example.it', { elapsedMs: 130 * S }, true),

  // Package requests of the service pages
  packageRequest(
    CONTACT_TYPES.photoVideoPackage,
    'Corporate Plus',
    { nome: 'Daniele', cognome: 'Mazzola', azienda: 'Mazzola Arredamenti', email: 'daniele@mazzolaarredamenti.example.it' },
    'Ci servono foto dello showroom e 4 video brevi per i social. Lo showroom è a Montichiari, 800 mq.',
    { elapsedMs: 83 * S },
  ),
  packageRequest(
    CONTACT_TYPES.photoVideoPackage,
    'Shooting Basic',
    { nome: 'Erika', cognome: 'Salvi', azienda: 'Salvi Fiori', email: 'erika.salvi@example.it' },
    '',
    { elapsedMs: 19 * S },
  ),
  packageRequest(
    CONTACT_TYPES.socialMediaPackage,
    'Business',
    { nome: 'Claudio', cognome: 'Boselli', azienda: 'Pizzeria da Claudio', email: 'claudio.boselli@example.com' },
    'Abbiamo Facebook e Instagram ma postiamo poco. Il vostro pacchetto comprende anche le stories? Siamo a Ghedi.',
    { elapsedMs: 58 * S },
  ),
  packageRequest(
    CONTACT_TYPES.socialMediaPackage,
    'Starter',
    { nome: 'Monica', cognome: 'Tedoldi', azienda: 'Yoga Studio Lumen', email: 'monica@yogalumen.example.it' },
    'Per ora solo Instagram e Facebook, 4 post al mese vanno benissimo.',
    { elapsedMs: 37 * S },
  ),
  packageRequest(
    CONTACT_TYPES.socialMediaPackage,
    'Premium',
    { nome: 'Alberto', cognome: 'Ziliani', azienda: 'Ziliani Motors', email: 'alberto.ziliani@example.it' },
    'Concessionaria con due sedi (Brescia e Mantova). Vorremmo anche LinkedIn. Disponibili per un incontro in sede la prossima settimana.',
    { elapsedMs: 2 * 60 * S },
  ),
  packageRequest(
    CONTACT_TYPES.websitePackage,
    'Sito Business',
    { nome: 'Veronica', cognome: 'Ghirardi', azienda: 'Studio Legale Ghirardi', email: 'v.ghirardi@example.it' },
    'Ci servono sito in italiano e inglese, area news e modulo contatti. Il dominio ce l’abbiamo già.',
    { elapsedMs: 71 * S },
  ),
  packageRequest(
    CONTACT_TYPES.websitePackage,
    'E-commerce Completo',
    { nome: 'Riccardo', cognome: 'Poli', azienda: 'Oleificio Poli', email: 'riccardo@oleificiopoli.example.it' },
    'Vendiamo olio extravergine del Garda. Oggi vendiamo solo in frantoio e su Amazon, vorremmo un negozio online nostro con spedizione in tutta Europa.',
    { elapsedMs: 98 * S },
  ),
  packageRequest(
    CONTACT_TYPES.websitePackage,
    'Sito Vetrina',
    { nome: 'Ginevra', cognome: 'Bonfadini', azienda: 'B&B La Rocca', email: 'ginevra.bonfadini@example.com' },
    '',
    {},
  ),
  packageRequest(
    CONTACT_TYPES.localSeoPackage,
    'Pro',
    { nome: 'Massimo', cognome: 'Lonati', azienda: 'Idraulica Lonati', email: 'massimo.lonati@example.it' },
    'Lavoriamo in tutta la bassa bresciana. Vorremmo comparire nella mappa di Google quando cercano "idraulico urgente".',
    { elapsedMs: 46 * S },
  ),
  packageRequest(
    CONTACT_TYPES.localSeoPackage,
    'Basic',
    { nome: 'Cinzia', cognome: 'Pelizzari', azienda: 'Parrucchiera Cinzia', email: 'cinzia.pelizzari@example.it' },
    'Solo un negozio, a Montichiari.',
    { elapsedMs: 16 * S },
  ),
  packageRequest(
    CONTACT_TYPES.localSeoPackage,
    'Enterprise',
    { nome: 'Gianluca', cognome: 'Tosoni', azienda: 'Farmacie Tosoni', email: 'gianluca.tosoni@example.com' },
    'Abbiamo 6 farmacie tra Brescia e Verona: ci serve una gestione delle schede Google per tutte e report mensili.',
    { elapsedMs: 2 * 60 * S },
  ),

  // Package requests of the sport pages (most send the prefilled message as it is)
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Team Pack',
    { nome: 'Fabrizio', cognome: 'Orizio', azienda: 'ASD Calcio Montichiari', email: 'segreteria@calciomontichiari.example.it' },
    sportPrefill('Team Pack', 300, 'squadra di calcio'),
    { elapsedMs: 33 * S },
  ),
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Starter Pack',
    { nome: 'Elena', cognome: 'Scaroni', azienda: 'Volley Ghedi', email: 'elena.scaroni@example.it' },
    sportPrefill('Starter Pack', 170, 'società di pallavolo'),
    { elapsedMs: 24 * S, sport: { label: 'Pagina Pallavolo', path: '/sport/pallavolo-marketing' } },
  ),
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Pro Club',
    { nome: 'Gabriele', cognome: 'Venturini', azienda: 'Basket Lonato', email: 'gabriele.venturini@example.com' },
    `${sportPrefill('Pro Club', 550, 'società di basket')} Abbiamo anche il settore giovanile femminile, con le ragazze under 14.`,
    { elapsedMs: 90 * S, sport: { label: 'Pagina Basket', path: '/sport/basket' } },
  ),
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Growth Pack',
    { nome: 'Walter', cognome: 'Pasini', azienda: 'Gruppo Ciclistico Valtenesi', email: 'walter.pasini@example.it' },
    sportPrefill('Growth Pack', 300, 'società ciclistica'),
    { sport: { label: 'Pagina Ciclismo', path: '/sport/ciclismo' } },
  ),
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Elite Pack',
    { nome: 'Arianna', cognome: 'Belotti', azienda: 'Centro Fitness Arcobaleno', email: 'arianna@fitnessarcobaleno.example.it' },
    'Siamo una palestra con corsi di dimagrimento, pilates e sala pesi. Vorremmo il pacchetto Elite, ma ci interessa soprattutto il calendario corsi online.',
    { elapsedMs: 75 * S, sport: { label: 'Pagina Palestre e Fitness', path: '/sport/palestre-fitness' } },
  ),
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Starter Pack',
    { nome: 'Samuele', cognome: 'Baronio', azienda: 'Garda Kite School', email: 'samuele.baronio@example.com' },
    sportPrefill('Starter Pack', 170, 'azienda di sport acquatici'),
    { elapsedMs: 28 * S, sport: { label: 'Pagina Sport Acquatici', path: '/sport/sport-acquatici' } },
  ),
  packageRequest(
    CONTACT_TYPES.sportPackage,
    'Team Pack',
    { nome: 'Ottavio', cognome: 'Guerini', azienda: 'Rugby Leonessa', email: 'ottavio.guerini@example.it' },
    'Ciao, il Team Pack è annuale o si può fare solo per la stagione (settembre-maggio)?',
    { elapsedMs: 40 * S, sport: { label: 'Pagina Rugby', path: '/sport/rugby-marketing' } },
  ),

  // Two tourism businesses on the lake write in English: unusual, but real clients
  contactForm(
    'Hannah Becker',
    'hannah@lakeviewapartments.example.com',
    'Hello, we rent four holiday apartments in Limone and would like new photos and a simple booking website in English and German. Our current site is www.lakeviewapartments.example.com. Could you send us a quote? Thank you!',
    { azienda: 'Lakeview Apartments', elapsedMs: 3 * 60 * S },
  ),
  contactForm(
    'James Whitfield',
    'james.whitfield@example.co.uk',
    'Hi, I am opening a small wine bar in Bardolino in May. I need help with Instagram and Google Maps. I speak a little Italian, so we can talk in both. Best regards, James',
    { elapsedMs: 2 * 60 * S },
  ),
];
