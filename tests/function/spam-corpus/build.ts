/** Short builders for the corpus: each sample is a payload exactly as the site (or a bot) posts it. */
import { CONTACT_TYPES } from '../../../schema/contact.ts';
import type { ContactPayload, PackageRequestType } from '../../../schema/contact.ts';

const SITE = 'https://www.agenzia.example';
const TIMESTAMP = '2025-03-10T09:15:00.000Z';

/** What a sample adds to the form's fields: the time the page measured, and the hidden field bots fill. */
export interface Extras {
  elapsedMs?: number;
  website?: string;
}

function envelope(label: string, path: string, extras: Extras) {
  return {
    timestamp: TIMESTAMP,
    origine: `${label} - ${SITE}${path}`,
    ...(extras.elapsedMs === undefined ? {} : { elapsedMs: extras.elapsedMs }),
    ...(extras.website === undefined ? {} : { website: extras.website }),
  };
}

export function contactForm(
  nome: string,
  email: string,
  messaggio: string,
  extras: Extras & { telefono?: string; azienda?: string } = {},
): ContactPayload {
  return {
    type: CONTACT_TYPES.contactForm,
    nome,
    email,
    telefono: extras.telefono ?? '',
    azienda: extras.azienda ?? '',
    messaggio,
    ...envelope('Pagina Contatti', '/contatti', extras),
  };
}

export function consultation(nome: string, email: string, extras: Extras = {}, path = '/'): ContactPayload {
  return { type: CONTACT_TYPES.consultation, nome, email, ...envelope('Popup Consulenza', path, extras) };
}

export function newsletter(email: string, extras: Extras = {}, box = false): ContactPayload {
  return {
    type: CONTACT_TYPES.newsletter,
    email,
    ...envelope(box ? 'Blog Newsletter Box' : 'Newsletter Popup', box ? '/blog' : '/', extras),
  };
}

const PACKAGE_PAGES: Record<PackageRequestType, { label: string; path: string }> = {
  [CONTACT_TYPES.photoVideoPackage]: { label: 'Pagina Foto/Video', path: '/foto-video' },
  [CONTACT_TYPES.socialMediaPackage]: { label: 'Pagina Social Media', path: '/social-media' },
  [CONTACT_TYPES.websitePackage]: { label: 'Pagina Siti Web', path: '/siti-web' },
  [CONTACT_TYPES.localSeoPackage]: { label: 'Pagina SEO Locale', path: '/seo-locale' },
  [CONTACT_TYPES.sportPackage]: { label: 'Pagina Calcio', path: '/sport/calcio-marketing' },
};

export function packageRequest(
  type: PackageRequestType,
  pacchetto: string,
  person: { nome: string; cognome: string; azienda: string; email: string },
  messaggio: string,
  extras: Extras & { sport?: { label: string; path: string } } = {},
): ContactPayload {
  const page = extras.sport ?? PACKAGE_PAGES[type];
  return { type, pacchetto, ...person, messaggio, ...envelope(page.label, page.path, extras) };
}

/** The sport pages' prefilled message (§5): what most visitors send unchanged. */
export function sportPrefill(pacchetto: string, price: number, sportWords: string): string {
  return (
    `Salve, sono interessato al pacchetto ${pacchetto} da ${price}€/mese per la gestione social della mia ${sportWords}. ` +
    'Vorrei ricevere maggiori informazioni sui servizi inclusi e fissare una consulenza per discutere la strategia.'
  );
}
