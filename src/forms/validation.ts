import { validationMessages } from '../../schema/form-messages.ts';
import { looksEmpty } from '../../schema/text-hygiene.ts';

/** Text, an at sign, text, a dot, text: the specification's rule, no stricter. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Only spaces or invisible characters (a zero-width space pasted in) count as not filled in. */
function isBlank(value: string): boolean {
  return looksEmpty(value);
}

export interface NewsletterValues {
  email: string;
}

export interface ConsultationValues {
  nome: string;
  email: string;
}

export interface ContactFormValues {
  nome: string;
  email: string;
  telefono: string;
  azienda: string;
  messaggio: string;
}

export interface PackageRequestValues {
  nome: string;
  cognome: string;
  azienda: string;
  email: string;
  messaggio: string;
}

/** Each validator returns the message to show, or undefined when the form may be sent. */
export function validateNewsletter(values: NewsletterValues): string | undefined {
  if (isBlank(values.email)) return validationMessages.emailRequired;
  if (!looksLikeEmail(values.email)) return validationMessages.emailInvalid;
  return undefined;
}

export function validateConsultation(values: ConsultationValues): string | undefined {
  if (isBlank(values.nome) || isBlank(values.email)) return validationMessages.consultationRequired;
  if (!looksLikeEmail(values.email)) return validationMessages.emailInvalid;
  return undefined;
}

export function validateContactForm(values: ContactFormValues): string | undefined {
  if (isBlank(values.nome) || isBlank(values.email) || isBlank(values.messaggio)) return validationMessages.contactFormRequired;
  if (!looksLikeEmail(values.email)) return validationMessages.emailInvalid;
  return undefined;
}

/** The contact-form fields to highlight after a refused submit: empty required ones and a malformed e-mail. */
export function contactFormFieldsToFix(values: ContactFormValues): Array<'nome' | 'email' | 'messaggio'> {
  const required = ['nome', 'email', 'messaggio'] as const;
  const toFix = required.filter((name) => isBlank(values[name]));
  if (!isBlank(values.email) && !looksLikeEmail(values.email)) toFix.push('email');
  return toFix;
}
