import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_ENDPOINT, sendContactEmail, SendContactEmailError } from '../../../src/forms/send-contact-email.ts';
import type { NewsletterPayload } from '../../../schema/contact.ts';

const payload: NewsletterPayload = {
  type: 'Iscrizione Newsletter',
  email: 'mario@azienda.it',
  timestamp: '2025-01-15T10:30:00.000Z',
  origine: 'Newsletter Popup - https://host/',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendContactEmail', () => {
  it('posts the payload as JSON to the same-origin function by default', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true,"id":"1"}', { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(CONTACT_ENDPOINT).toBe('/functions/v1/send-contact-email');
    await expect(sendContactEmail(payload)).resolves.toBe('{"ok":true,"id":"1"}');
    expect(fetchMock).toHaveBeenCalledWith('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  });

  it('throws with the status and the answer on any non-ok response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"rate_limited"}', { status: 429, statusText: 'Too Many Requests' })),
    );
    const failure = await sendContactEmail(payload, 'https://functions.example/send').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SendContactEmailError);
    expect(failure).toMatchObject({
      message: 'https://functions.example/send answered 429 Too Many Requests: {"error":"rate_limited"}',
      details: { endpoint: 'https://functions.example/send', status: 429, responseText: '{"error":"rate_limited"}' },
    });
  });

  it('throws with the cause on a network failure', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(cause)),
    );
    const failure = await sendContactEmail(payload).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SendContactEmailError);
    expect(failure).toMatchObject({ message: 'Could not reach /functions/v1/send-contact-email: TypeError: Failed to fetch', cause });
  });
});
