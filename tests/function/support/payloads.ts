import { CONTACT_TYPES } from '../../../schema/contact.ts';
import type {
  ConsultationPayload,
  ContactFormPayload,
  NewsletterPayload,
  PackageRequestPayload,
  PhotoVideoPackagePayload,
} from '../../../schema/contact.ts';

export const newsletterPayload: NewsletterPayload = {
  type: CONTACT_TYPES.newsletter,
  email: 'giulia.bianchi@example.com',
  timestamp: '2025-01-15T10:30:00.000Z',
  origine: 'Newsletter Popup - http://localhost:4173/',
};

export const consultationPayload: ConsultationPayload = {
  type: CONTACT_TYPES.consultation,
  nome: 'Luca Verdi',
  email: 'luca.verdi@example.com',
  timestamp: '2025-01-15T11:00:00.000Z',
  origine: 'Popup Consulenza - http://localhost:4173/servizi',
};

export const photoVideoPackagePayload: PhotoVideoPackagePayload = {
  type: CONTACT_TYPES.photoVideoPackage,
  pacchetto: 'Corporate Plus',
  nome: 'Marco',
  cognome: 'Rossi',
  azienda: 'Rossi & Figli S.r.l.',
  email: 'marco@rossi.example.com',
  messaggio: '',
  timestamp: '2025-01-15T12:00:00.000Z',
  origine: 'Pagina Foto/Video - http://localhost:4173/servizi/foto-video',
};

/** The package requests of the service pages and the sport pages: the photo/video request's shape under their own types. */
export const socialMediaPackagePayload: PackageRequestPayload = {
  type: CONTACT_TYPES.socialMediaPackage,
  pacchetto: 'Business',
  nome: 'Chiara',
  cognome: 'Ferrari',
  azienda: 'Ferrari Arredamenti',
  email: 'chiara@ferrari-arredamenti.example.com',
  messaggio: 'Gestite anche TikTok?',
  timestamp: '2025-01-15T12:10:00.000Z',
  origine: 'Pagina Social Media - http://localhost:4173/social-media',
};

export const websitePackagePayload: PackageRequestPayload = {
  type: CONTACT_TYPES.websitePackage,
  pacchetto: 'Sito Business',
  nome: 'Paolo',
  cognome: 'Gatti',
  azienda: 'Studio Gatti',
  email: 'paolo@studiogatti.example.com',
  messaggio: '',
  timestamp: '2025-01-15T12:20:00.000Z',
  origine: 'Pagina Siti Web - http://localhost:4173/siti-web',
};

export const localSeoPackagePayload: PackageRequestPayload = {
  type: CONTACT_TYPES.localSeoPackage,
  pacchetto: 'Pro',
  nome: 'Elena',
  cognome: 'Moretti',
  azienda: 'Ottica Moretti',
  email: 'elena@otticamoretti.example.com',
  messaggio: 'Abbiamo due negozi, a Brescia e a Desenzano.',
  timestamp: '2025-01-15T12:30:00.000Z',
  origine: 'Pagina SEO Locale - http://localhost:4173/seo-locale',
};

export const sportPackagePayload: PackageRequestPayload = {
  type: CONTACT_TYPES.sportPackage,
  pacchetto: 'Team Pack',
  nome: 'Davide',
  cognome: 'Colombo',
  azienda: 'ASD Pallavolo Montichiari',
  email: 'davide@pallavolomontichiari.example.com',
  messaggio:
    'Salve, sono interessato al pacchetto Team Pack da 300€/mese per la gestione social della mia società di pallavolo. Vorrei ricevere maggiori informazioni sui servizi inclusi e fissare una consulenza per discutere la strategia.',
  timestamp: '2025-01-15T12:40:00.000Z',
  origine: 'Pagina Pallavolo - http://localhost:4173/sport/pallavolo-marketing',
  elapsedMs: 48_250,
};

export const contactFormPayload: ContactFormPayload = {
  type: CONTACT_TYPES.contactForm,
  nome: 'Anna Neri',
  email: 'anna.neri@example.com',
  telefono: '+39 030 123 4567',
  azienda: '',
  messaggio: 'Buongiorno,\nvorrei un preventivo per il sito della mia palestra.',
  timestamp: '2025-01-15T13:00:00.000Z',
  origine: 'Pagina Contatti - http://localhost:4173/contatti',
};

/** A newsletter payload no other call produces, so duplicate detection never merges it. */
export function uniqueNewsletterPayload(label: string): NewsletterPayload {
  return { ...newsletterPayload, email: `${label}.${crypto.randomUUID().slice(0, 8)}@example.com` };
}
