import { describe, expect, it } from 'vitest';
import { contactPayloadSchema } from '../../../schema/contact.ts';
import {
  consultationPayload,
  contactFormPayload,
  newsletterPayload,
  origine,
  photoVideoPackagePayload,
  SOURCE_LABELS,
  type SubmissionContext,
} from '../../../src/forms/payloads.ts';

const sentAt = new Date('2025-01-15T10:30:00.000Z');
const context: SubmissionContext = { pageUrl: 'https://www.scintilladigital.example/blog', sentAt, honeypot: '' };

const cases = [
  {
    form: 'newsletter panel',
    payload: newsletterPayload({ email: ' mario@azienda.it ' }, SOURCE_LABELS.newsletterPanel, context),
    expected: {
      type: 'Iscrizione Newsletter',
      email: 'mario@azienda.it',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Newsletter Popup - https://www.scintilladigital.example/blog',
    },
  },
  {
    form: 'blog newsletter box',
    payload: newsletterPayload({ email: 'mario@azienda.it' }, SOURCE_LABELS.newsletterBox, context),
    expected: {
      type: 'Iscrizione Newsletter',
      email: 'mario@azienda.it',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Blog Newsletter Box - https://www.scintilladigital.example/blog',
    },
  },
  {
    form: 'consultation popup',
    payload: consultationPayload({ nome: 'Mario ', email: 'mario@azienda.it' }, context),
    expected: {
      type: 'Richiesta Consulenza',
      nome: 'Mario',
      email: 'mario@azienda.it',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Popup Consulenza - https://www.scintilladigital.example/blog',
    },
  },
  {
    form: 'photo/video package request',
    payload: photoVideoPackagePayload(
      'Corporate Plus',
      { nome: 'Mario', cognome: 'Rossi', azienda: 'Rossi S.r.l.', email: 'mario@azienda.it', messaggio: '' },
      { ...context, pageUrl: 'https://www.scintilladigital.example/foto-video' },
    ),
    expected: {
      type: 'Richiesta Pacchetto Foto/Video',
      pacchetto: 'Corporate Plus',
      nome: 'Mario',
      cognome: 'Rossi',
      azienda: 'Rossi S.r.l.',
      email: 'mario@azienda.it',
      messaggio: '',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Pagina Foto/Video - https://www.scintilladigital.example/foto-video',
    },
  },
  {
    form: 'contact page form',
    payload: contactFormPayload(
      { nome: 'Mario Rossi', email: 'mario@azienda.it', telefono: '', azienda: 'Rossi S.r.l.', messaggio: 'Vorrei un sito nuovo.' },
      SOURCE_LABELS.contactPage,
      { ...context, pageUrl: 'https://www.scintilladigital.example/contatti' },
    ),
    expected: {
      type: 'Contatto dal Sito',
      nome: 'Mario Rossi',
      email: 'mario@azienda.it',
      telefono: '',
      azienda: 'Rossi S.r.l.',
      messaggio: 'Vorrei un sito nuovo.',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Pagina Contatti - https://www.scintilladigital.example/contatti',
    },
  },
];

describe('payloads sent to send-contact-email', () => {
  it.each(cases)('$form: exactly the specification’s fields, names and type', ({ payload, expected }) => {
    expect(payload).toStrictEqual(expected);
  });

  it.each(cases)('$form: the function’s own schema accepts it', ({ payload }) => {
    expect(contactPayloadSchema.safeParse(payload).error?.issues ?? []).toEqual([]);
  });

  it('sends the honeypot field only when something filled it', () => {
    const trapped = newsletterPayload({ email: 'bot@spam.example' }, SOURCE_LABELS.newsletterBox, {
      ...context,
      honeypot: 'https://spam.example',
    });
    expect(trapped).toMatchObject({ website: 'https://spam.example' });
    for (const { payload } of cases) expect(payload).not.toHaveProperty('website');
  });

  it('turns control and direction characters pasted into a one-line field into spaces, so the function accepts the name', () => {
    const pasted = consultationPayload({ nome: '\u202EMario\r\nRossi\u200F ', email: ' mario@azienda.it\u2066' }, context);

    expect(pasted).toMatchObject({ nome: 'Mario  Rossi', email: 'mario@azienda.it' });
    expect(contactPayloadSchema.safeParse(pasted).error?.issues ?? []).toEqual([]);
  });

  it('origine is the label, a space, a hyphen, a space and the page address', () => {
    expect(origine('Newsletter Popup', 'https://host/path?x=1')).toBe('Newsletter Popup - https://host/path?x=1');
  });
});
