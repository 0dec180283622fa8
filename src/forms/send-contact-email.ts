import type { ContactPayload } from '../../schema/contact.ts';
import { CONTACT_SENT_EVENT } from './contact-sent.ts';

const DEFAULT_ENDPOINT = '/functions/v1/send-contact-email';

/** Same origin by default; VITE_CONTACT_ENDPOINT at build time points the site at a hosted function. */
export const CONTACT_ENDPOINT: string = import.meta.env.VITE_CONTACT_ENDPOINT || DEFAULT_ENDPOINT;

export class SendContactEmailError extends Error {
  override name = 'SendContactEmailError';

  constructor(
    message: string,
    readonly details: { endpoint: string; status?: number; responseText?: string; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
  }
}

/**
 * Posts one submission to the send-contact-email function and returns the response text.
 * Throws SendContactEmailError, with what the server said, on a network failure or any non-ok answer.
 */
export async function sendContactEmail(payload: ContactPayload, endpoint: string = CONTACT_ENDPOINT): Promise<string> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (cause) {
    throw new SendContactEmailError(`Could not reach ${endpoint}: ${String(cause)}`, { endpoint, cause });
  }
  const responseText = await response.text().catch(() => '');
  if (!response.ok) {
    throw new SendContactEmailError(`${endpoint} answered ${response.status} ${response.statusText}: ${responseText}`, {
      endpoint,
      status: response.status,
      responseText,
    });
  }
  window.dispatchEvent(new CustomEvent(CONTACT_SENT_EVENT, { detail: payload.type }));
  return responseText;
}
