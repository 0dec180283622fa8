import { describe, expect, it } from 'vitest';
import { validationMessages, notices } from '../../../schema/form-messages.ts';
import { fieldErrors, type FormKind } from '../../../src/forms/field-rules.ts';
import { refusal } from '../../../src/forms/refusal.ts';
import type { ConsultationValues, ContactFormValues, NewsletterValues, PackageRequestValues } from '../../../src/forms/validation.ts';

/** What a form does on submit (src/forms/use-contact-form.ts): the shared schema's verdict, told in the specification's words. */
function verdict(kind: FormKind, values: Record<string, string>, requiredMessage: string): string | undefined {
  return refusal(values, Object.keys(fieldErrors(kind, values)), requiredMessage);
}
const validateNewsletter = (values: NewsletterValues) => verdict('newsletter', values, validationMessages.emailRequired);
const validateConsultation = (values: ConsultationValues) => verdict('consultation', values, validationMessages.consultationRequired);
const validateContactForm = (values: ContactFormValues) => verdict('contactForm', values, validationMessages.contactFormRequired);
const validatePackageRequest = (values: PackageRequestValues) => verdict('packageRequest', values, validationMessages.emailInvalid);

describe('the specification’s e-mail rule: text, @, text, a dot, text, without spaces or a second @', () => {
  it.each(['a@b.c', 'mario@città.it'])('%j is accepted by every form', (email) => {
    expect(validateNewsletter({ email })).toBeUndefined();
    expect(validateConsultation({ nome: 'Mario', email })).toBeUndefined();
    expect(validatePackageRequest({ nome: 'Mario', cognome: 'Rossi', azienda: 'Rossi S.r.l.', email, messaggio: '' })).toBeUndefined();
    expect(validateContactForm({ nome: 'Mario Rossi', email, telefono: '', azienda: '', messaggio: 'Buongiorno' })).toBeUndefined();
  });

  it.each(['a@b', 'a b@c.d', 'a@@b.c'])('%j is refused with "Inserisci un indirizzo email valido"', (email) => {
    expect(validateNewsletter({ email })).toBe('Inserisci un indirizzo email valido');
    expect(validateConsultation({ nome: 'Mario', email })).toBe('Inserisci un indirizzo email valido');
    expect(validatePackageRequest({ nome: 'Mario', cognome: 'Rossi', azienda: 'Rossi S.r.l.', email, messaggio: '' })).toBe(
      'Inserisci un indirizzo email valido',
    );
    expect(validateContactForm({ nome: 'Mario Rossi', email, telefono: '', azienda: '', messaggio: 'Buongiorno' })).toBe(
      'Inserisci un indirizzo email valido',
    );
  });
});

describe('an e-mail the forms accept is one the function accepts (the shared schema)', () => {
  it.each([
    ['mario@azienda.it', true],
    ['  mario.rossi+news@studio.example.com  ', true],
    ['a@b.c', true],
    ['mario@azienda', false],
    ['mario.azienda.it', false],
    ['@azienda.it', false],
    ['mario@.it', false],
    ['mario@azienda.', false],
    ['mario rossi@azienda.it', false],
  ])('%j is accepted: %s', (email, expected) => {
    expect(validateNewsletter({ email })).toBe(expected ? undefined : validationMessages.emailInvalid);
  });
});

describe('newsletter (panel and blog box)', () => {
  it.each([
    ['', validationMessages.emailRequired],
    ['   ', validationMessages.emailRequired],
    ['mario', validationMessages.emailInvalid],
    ['mario@azienda', validationMessages.emailInvalid],
    ['mario@azienda.it', undefined],
  ])('email %j → %j', (email, expected) => {
    expect(validateNewsletter({ email })).toBe(expected);
  });

  it('uses the specification’s exact words', () => {
    expect(validateNewsletter({ email: '' })).toBe('Inserisci la tua email per continuare');
    expect(validateNewsletter({ email: 'x' })).toBe('Inserisci un indirizzo email valido');
  });
});

describe('consultation popup', () => {
  it.each([
    [{ nome: '', email: '' }, 'Inserisci email e nome per continuare'],
    [{ nome: 'Mario', email: '' }, 'Inserisci email e nome per continuare'],
    [{ nome: '  ', email: 'mario@azienda.it' }, 'Inserisci email e nome per continuare'],
    [{ nome: 'Mario', email: 'mario@azienda' }, 'Inserisci un indirizzo email valido'],
    [{ nome: 'Mario', email: 'mario@azienda.it' }, undefined],
  ])('%j → %j', (values, expected) => {
    expect(validateConsultation(values)).toBe(expected);
  });
});

describe('contact page form', () => {
  const complete: ContactFormValues = {
    nome: 'Mario Rossi',
    email: 'mario@azienda.it',
    telefono: '',
    azienda: '',
    messaggio: 'Vorrei una consulenza.',
  };
  const required = 'Compila tutti i campi obbligatori (Nome, Email, Messaggio)';

  it.each([
    ['everything empty', { nome: '', email: '', telefono: '', azienda: '', messaggio: '' }, required],
    ['no name', { ...complete, nome: '' }, required],
    ['no e-mail', { ...complete, email: ' ' }, required],
    ['no message', { ...complete, messaggio: '\n' }, required],
    ['a malformed e-mail', { ...complete, email: 'mario.azienda.it' }, 'Inserisci un indirizzo email valido'],
    ['only the required fields', complete, undefined],
    ['phone and company too', { ...complete, telefono: '+39 333 1234567', azienda: 'Rossi S.r.l.' }, undefined],
  ])('%s → %j', (_case, values, expected) => {
    expect(validateContactForm(values)).toBe(expected);
  });

  it('refuses what the function would refuse, with the notice the visitor saw when it did', () => {
    expect(validateContactForm({ ...complete, telefono: '3'.repeat(41) })).toBe(notices.sendFailed.message);
    expect(validateContactForm({ ...complete, nome: 'Mario\u202ERossi' })).toBe(notices.sendFailed.message);
  });
});

describe('package request', () => {
  const complete = { nome: 'Giulia', cognome: 'Bianchi', azienda: 'ASD Esempio', email: 'giulia@example.com', messaggio: '' };
  it('accepts an empty message and refuses a malformed e-mail', () => {
    expect(validatePackageRequest(complete)).toBeUndefined();
    expect(validatePackageRequest({ ...complete, email: 'giulia@example' })).toBe(validationMessages.emailInvalid);
  });
});

describe('a field that only looks filled in', () => {
  it.each(['\u200B\u200B', '\u00A0\u3000', '\u2060\uFEFF', '\u3164'])('a name of %j asks for the required fields', (nome) => {
    expect(validateConsultation({ nome, email: 'mario@azienda.it' })).toBe(validationMessages.consultationRequired);
    expect(validateContactForm({ nome, email: 'mario@azienda.it', telefono: '', azienda: '', messaggio: 'Buongiorno' })).toBe(
      validationMessages.contactFormRequired,
    );
  });
});
