import { CONTACT_TYPES } from '../../../schema/contact.ts';
import type { ConsultationPayload, ContactFormPayload, NewsletterPayload, PhotoVideoPackagePayload } from '../../../schema/contact.ts';

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
