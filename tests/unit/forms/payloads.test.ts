import { describe, expect, it } from 'vitest';
import { contactPayloadSchema } from '../../../schema/contact.ts';
import {
  consultationPayload,
  contactFormPayload,
  newsletterPayload,
  msSinceFirstPaint,
  origine,
  packageRequestPayload,
  SOURCE_LABELS,
  submissionContext,
  type SubmissionContext,
  timedSubmissionContext,
} from '../../../src/forms/payloads.ts';

const sentAt = new Date('2025-01-15T10:30:00.000Z');
const context: SubmissionContext = { pageUrl: 'https://www.agenzia.example/blog', sentAt, honeypot: '' };

const cases = [
  {
    form: 'newsletter panel',
    payload: newsletterPayload({ email: ' mario@azienda.it ' }, SOURCE_LABELS.newsletterPanel, context),
    expected: {
      type: 'Iscrizione Newsletter',
      email: 'mario@azienda.it',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Newsletter Popup - https://www.agenzia.example/blog',
    },
  },
  {
    form: 'blog newsletter box',
    payload: newsletterPayload({ email: 'mario@azienda.it' }, SOURCE_LABELS.newsletterBox, context),
    expected: {
      type: 'Iscrizione Newsletter',
      email: 'mario@azienda.it',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Blog Newsletter Box - https://www.agenzia.example/blog',
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
      origine: 'Popup Consulenza - https://www.agenzia.example/blog',
    },
  },
  {
    form: 'photo/video package request',
    payload: packageRequestPayload(
      'Richiesta Pacchetto Foto/Video',
      'Pagina Foto/Video',
      'Corporate Plus',
      { nome: 'Mario', cognome: 'Rossi', azienda: 'Rossi S.r.l.', email: 'mario@azienda.it', messaggio: '' },
      { ...context, pageUrl: 'https://www.agenzia.example/foto-video' },
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
      origine: 'Pagina Foto/Video - https://www.agenzia.example/foto-video',
    },
  },
  ...(
    [
      ['Richiesta Pacchetto Social Media', 'Pagina Social Media', 'Pagina Social Media', '/social-media', 'Business'],
      ['Richiesta Pacchetto Siti Web', 'Pagina Siti Web', 'Pagina Siti Web', '/siti-web', 'Sito Vetrina'],
      ['Richiesta Pacchetto SEO Locale', 'Pagina SEO Locale', 'Pagina SEO Locale', '/seo-locale', 'Pro'],
      ['Richiesta Pacchetto Sport', 'Pagina Pallavolo', 'Pagina Pallavolo', '/sport/pallavolo-marketing', 'Team Pack'],
    ] as const
  ).map(([type, sourceLabel, expectedLabel, path, packageName]) => ({
    form: `${expectedLabel} package request`,
    payload: packageRequestPayload(
      type,
      sourceLabel,
      packageName,
      { nome: ' Mario', cognome: 'Rossi ', azienda: 'Rossi S.r.l.', email: 'mario@azienda.it', messaggio: ' Ciao \n' },
      { ...context, pageUrl: `https://www.agenzia.example${path}` },
    ),
    expected: {
      type,
      pacchetto: packageName,
      nome: 'Mario',
      cognome: 'Rossi',
      azienda: 'Rossi S.r.l.',
      email: 'mario@azienda.it',
      messaggio: 'Ciao',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: `${expectedLabel} - https://www.agenzia.example${path}`,
    },
  })),
  {
    form: 'contact page form',
    payload: contactFormPayload(
      { nome: 'Mario Rossi', email: 'mario@azienda.it', telefono: '', azienda: 'Rossi S.r.l.', messaggio: 'Vorrei un sito nuovo.' },
      SOURCE_LABELS.contactPage,
      { ...context, pageUrl: 'https://www.agenzia.example/contatti' },
    ),
    expected: {
      type: 'Contatto dal Sito',
      nome: 'Mario Rossi',
      email: 'mario@azienda.it',
      telefono: '',
      azienda: 'Rossi S.r.l.',
      messaggio: 'Vorrei un sito nuovo.',
      timestamp: '2025-01-15T10:30:00.000Z',
      origine: 'Pagina Contatti - https://www.agenzia.example/contatti',
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

  it('sends the time from the first paint to the press of send when the page measured it', () => {
    const timed = newsletterPayload({ email: 'mario@azienda.it' }, SOURCE_LABELS.newsletterBox, { ...context, elapsedMs: 12_480 });

    expect(timed).toMatchObject({ elapsedMs: 12_480 });
    expect(contactPayloadSchema.safeParse(timed).success).toBe(true);
    for (const { payload } of cases) expect(payload).not.toHaveProperty('elapsedMs');
  });

  it('measures that time only in the timed context, where the page is and when send was pressed', () => {
    expect(submissionContext('')).not.toHaveProperty('elapsedMs');
    expect(timedSubmissionContext('')).toMatchObject({ pageUrl: window.location.href, honeypot: '', elapsedMs: expect.any(Number) });
  });

  it('measures that time from the first contentful paint, or from the start of the navigation', () => {
    expect(msSinceFirstPaint({ now: () => 5400.7, getEntriesByName: () => [{ startTime: 400.2 }] })).toBe(5001);
    expect(msSinceFirstPaint({ now: () => 5400.7, getEntriesByName: () => [] })).toBe(5401);
    expect(msSinceFirstPaint({ now: () => 5400.7 })).toBe(5401);
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
