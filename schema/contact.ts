// A namespace import lets esbuild (wrangler's bundler) leave out zod's 40 locales: the Worker is 63 KB gzipped instead of 129.
import * as z from 'zod';
import { CONTACT_TYPES, ELAPSED_FIELD, HONEYPOT_FIELD } from './contact-types.ts';
import type { PackageRequestType } from './contact-types.ts';
import { isEmailAddress, normalisedEmailAddress } from './email-address.ts';
import { isMultiLineText, isSingleLineText, looksEmpty } from './text-hygiene.ts';

export {
  CONTACT_TYPES,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  PACKAGE_REQUEST_TYPES,
  type ContactType,
  type PackageRequestType,
} from './contact-types.ts';

export const CONTACT_FIELD_LIMITS = {
  nome: 120,
  cognome: 120,
  azienda: 120,
  email: 254,
  telefono: 40,
  pacchetto: 120,
  messaggio: 5000,
  origine: 500,
  website: 500,
} as const;

const SINGLE_LINE_MESSAGE = 'Must be one line of text, without control characters or characters that change the text direction.';
const MULTI_LINE_MESSAGE = 'Must be text without control characters (other than line breaks) or characters that change the text direction.';
const EMPTY_MESSAGE = 'Must not be empty.';
const EMAIL_MESSAGE = 'Must be an e-mail address like nome@example.com.';

function singleLineText(maxLength: number) {
  return z.string().trim().max(maxLength).refine(isSingleLineText, SINGLE_LINE_MESSAGE);
}

function multiLineText(maxLength: number) {
  return z.string().trim().max(maxLength).refine(isMultiLineText, MULTI_LINE_MESSAGE);
}

/** What a person sees is what is kept: a value of only spaces and invisible characters is stored empty. */
function emptyWhenInvisible(value: string): string {
  return looksEmpty(value) ? '' : value;
}

function optionalText(maxLength: number) {
  return singleLineText(maxLength).transform(emptyWhenInvisible);
}

/** One line of text that a person can see: spaces and invisible characters alone count as empty. */
function requiredText(maxLength: number) {
  return singleLineText(maxLength).refine((value) => !looksEmpty(value), EMPTY_MESSAGE);
}

function optionalMultiLineText(maxLength: number) {
  return multiLineText(maxLength).transform(emptyWhenInvisible);
}

function requiredMultiLineText(maxLength: number) {
  return multiLineText(maxLength).refine((value) => !looksEmpty(value), EMPTY_MESSAGE);
}

const emailField = z
  .string()
  .trim()
  .max(CONTACT_FIELD_LIMITS.email)
  .refine(isEmailAddress, EMAIL_MESSAGE)
  .transform(normalisedEmailAddress)
  .describe(
    'The visitor’s e-mail address, where the agency will answer: text, @, text, a dot, text, without spaces. Surrounding spaces are removed and the domain is stored in lower case, an accented one as it reads (città.it, not xn--citt-3na.it).',
  );

const timestampField = z.iso
  .datetime({ offset: true })
  .describe('When the visitor pressed send, as an ISO 8601 date-time (for example 2025-01-15T10:30:00.000Z).');

const origineField = requiredText(CONTACT_FIELD_LIMITS.origine).describe(
  'Which form sent it: the source label, " - " and the page address, for example "Newsletter Popup - https://example.com/".',
);

const honeypotField = z
  .string()
  .max(CONTACT_FIELD_LIMITS.website)
  .optional()
  .describe('Hidden anti-spam field: people never see it, so any value means a bot filled in the form.');

const elapsedField = z
  .int()
  .nonnegative()
  .optional()
  .describe(
    'Milliseconds from the first paint of the page to the press of send, measured by the page; absent when the page could not measure it.',
  );

const nomeField = requiredText(CONTACT_FIELD_LIMITS.nome).describe('The visitor’s first name or full name.');

export const newsletterPayloadSchema = z
  .strictObject({
    type: z.literal(CONTACT_TYPES.newsletter).describe('Marks a newsletter subscription.'),
    email: emailField,
    timestamp: timestampField,
    origine: origineField,
    [HONEYPOT_FIELD]: honeypotField,
    [ELAPSED_FIELD]: elapsedField,
  })
  .describe('A newsletter subscription from the newsletter panel or the blog box.');

export const consultationPayloadSchema = z
  .strictObject({
    type: z.literal(CONTACT_TYPES.consultation).describe('Marks a request for the free consultation.'),
    nome: nomeField,
    email: emailField,
    timestamp: timestampField,
    origine: origineField,
    [HONEYPOT_FIELD]: honeypotField,
    [ELAPSED_FIELD]: elapsedField,
  })
  .describe('A request for a free consultation from the consultation popup.');

/** A package request: the photo/video request's fields, under the type of the page that sent it. */
function packageRequestPayloadSchema<const Type extends PackageRequestType>(type: Type, what: string) {
  return z
    .strictObject({
      type: z.literal(type).describe(`Marks a request about ${what}.`),
      pacchetto: requiredText(CONTACT_FIELD_LIMITS.pacchetto).describe('The name of the package the visitor chose.'),
      nome: nomeField,
      cognome: requiredText(CONTACT_FIELD_LIMITS.cognome).describe('The visitor’s surname.'),
      azienda: requiredText(CONTACT_FIELD_LIMITS.azienda).describe('The visitor’s company or organisation.'),
      email: emailField,
      messaggio: optionalMultiLineText(CONTACT_FIELD_LIMITS.messaggio).describe(
        'What the visitor wrote; may be empty because the message is optional on this form.',
      ),
      timestamp: timestampField,
      origine: origineField,
      [HONEYPOT_FIELD]: honeypotField,
      [ELAPSED_FIELD]: elapsedField,
    })
    .describe(`A quote request for ${what}.`);
}

export const photoVideoPackagePayloadSchema = packageRequestPayloadSchema(CONTACT_TYPES.photoVideoPackage, 'a photo/video package');
export const socialMediaPackagePayloadSchema = packageRequestPayloadSchema(CONTACT_TYPES.socialMediaPackage, 'a social media package');
export const websitePackagePayloadSchema = packageRequestPayloadSchema(CONTACT_TYPES.websitePackage, 'a website package');
export const localSeoPackagePayloadSchema = packageRequestPayloadSchema(CONTACT_TYPES.localSeoPackage, 'a local SEO package');
export const sportPackagePayloadSchema = packageRequestPayloadSchema(
  CONTACT_TYPES.sportPackage,
  'a social media package for a sports club (a sport page)',
);

export const contactFormPayloadSchema = z
  .strictObject({
    type: z.literal(CONTACT_TYPES.contactForm).describe('Marks a message from the contact page form.'),
    nome: nomeField,
    email: emailField,
    telefono: optionalText(CONTACT_FIELD_LIMITS.telefono).describe('The visitor’s phone number; empty if not given.'),
    azienda: optionalText(CONTACT_FIELD_LIMITS.azienda).describe('The visitor’s company; empty if not given.'),
    messaggio: requiredMultiLineText(CONTACT_FIELD_LIMITS.messaggio).describe('What the visitor wants to tell the agency.'),
    timestamp: timestampField,
    origine: origineField,
    [HONEYPOT_FIELD]: honeypotField,
    [ELAPSED_FIELD]: elapsedField,
  })
  .describe('A message from the contact page form.');

export const contactPayloadSchema = z
  .discriminatedUnion('type', [
    newsletterPayloadSchema,
    consultationPayloadSchema,
    photoVideoPackagePayloadSchema,
    socialMediaPackagePayloadSchema,
    websitePackagePayloadSchema,
    localSeoPackagePayloadSchema,
    sportPackagePayloadSchema,
    contactFormPayloadSchema,
  ])
  .describe('Everything the website posts to the send-contact-email function; `type` says which form sent it.');

export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;
export type ConsultationPayload = z.infer<typeof consultationPayloadSchema>;
export type PhotoVideoPackagePayload = z.infer<typeof photoVideoPackagePayloadSchema>;
/** Any of the package requests; they differ only in `type`. */
export type PackageRequestPayload = Extract<ContactPayload, { type: PackageRequestType }>;
export type ContactFormPayload = z.infer<typeof contactFormPayloadSchema>;

/**
 * What a visitor fills in on each form: the payload's own fields, so the site checks a form with the
 * rules the function applies to it (src/forms/use-contact-form.ts).
 */
export const formFieldSchemas = {
  newsletter: newsletterPayloadSchema.pick({ email: true }),
  consultation: consultationPayloadSchema.pick({ nome: true, email: true }),
  packageRequest: photoVideoPackagePayloadSchema.pick({ nome: true, cognome: true, azienda: true, email: true, messaggio: true }),
  contactForm: contactFormPayloadSchema.pick({ nome: true, email: true, telefono: true, azienda: true, messaggio: true }),
};
