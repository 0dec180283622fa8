/**
 * The names the payloads share with everything that reads them: without zod, so a browser bundle
 * (the forms, the inbox) can import them for nothing. `contact.ts` builds the schemas on them.
 */

/** The `type` of every payload the website sends to the send-contact-email function. */
export const CONTACT_TYPES = {
  newsletter: 'Iscrizione Newsletter',
  consultation: 'Richiesta Consulenza',
  photoVideoPackage: 'Richiesta Pacchetto Foto/Video',
  socialMediaPackage: 'Richiesta Pacchetto Social Media',
  websitePackage: 'Richiesta Pacchetto Siti Web',
  localSeoPackage: 'Richiesta Pacchetto SEO Locale',
  sportPackage: 'Richiesta Pacchetto Sport',
  contactForm: 'Contatto dal Sito',
} as const;

export type ContactType = (typeof CONTACT_TYPES)[keyof typeof CONTACT_TYPES];

/** The package requests: one payload shape (the photo/video request's), a type for each kind of page. */
export const PACKAGE_REQUEST_TYPES = [
  CONTACT_TYPES.photoVideoPackage,
  CONTACT_TYPES.socialMediaPackage,
  CONTACT_TYPES.websitePackage,
  CONTACT_TYPES.localSeoPackage,
  CONTACT_TYPES.sportPackage,
] as const;

export type PackageRequestType = (typeof PACKAGE_REQUEST_TYPES)[number];

/** A form field hidden from people; only bots fill it, so a non-empty value marks spam. */
export const HONEYPOT_FIELD = 'website';

/**
 * Milliseconds from the page's first paint to the press of send, measured by the page. Optional on
 * every payload (a page without script, or an older page, does not send it); a very short time
 * marks a bot. A plain HTML form sends it as a hidden field of the same name.
 */
export const ELAPSED_FIELD = 'elapsedMs';
