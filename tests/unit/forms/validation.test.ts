import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../schema/form-messages.ts';
import {
  contactFormFieldsToFix,
  looksLikeEmail,
  validateConsultation,
  validateContactForm,
  validateNewsletter,
  type ContactFormValues,
} from '../../../src/forms/validation.ts';

describe('the e-mail pattern: text, @, text, a dot, text', () => {
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
    ['', false],
  ])('%j looks like an e-mail: %s', (value, expected) => {
    expect(looksLikeEmail(value)).toBe(expected);
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

  it.each([
    ['everything empty', { nome: '', email: '', telefono: '', azienda: '', messaggio: '' }, ['nome', 'email', 'messaggio']],
    ['a malformed e-mail', { ...complete, email: 'mario@' }, ['email']],
    ['no message', { ...complete, messaggio: '' }, ['messaggio']],
    ['nothing wrong', complete, []],
  ])('highlights the fields to fix when %s', (_case, values, expected) => {
    expect(contactFormFieldsToFix(values)).toEqual(expected);
  });
});

describe('a field that only looks filled in', () => {
  it.each(['\u200B\u200B', '\u00A0\u3000', '\u2060\uFEFF', '\u3164'])('a name of %j asks for the required fields', (nome) => {
    expect(validateConsultation({ nome, email: 'mario@azienda.it' })).toBe(validationMessages.consultationRequired);
    expect(
      validateContactForm({ nome, email: 'mario@azienda.it', telefono: '', azienda: '', messaggio: 'Buongiorno' }),
    ).toBe(validationMessages.contactFormRequired);
  });
});
