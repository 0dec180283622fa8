/**
 * The alert the owner gets on a phone or in another tool when a lead that is not spam is stored: one HTTP POST per
 * configured URL, in the format ALERT_FORMAT names, signed by the Standard Webhooks specification
 * (https://www.standardwebhooks.com/): `webhook-id` (the same on every retry and after a restart: it comes from the
 * lead's id), `webhook-timestamp` and `webhook-signature`. It carries the first name, the request's type, the page and a
 * link to the lead in the inbox; never the message or the e-mail address, so a lock screen shows nothing private.
 * Web APIs only (fetch, WebCrypto): the same code runs on Node, workerd and Deno.
 */
import type { ContactPayload } from '../../schema/contact.ts';
import type { AlertConfig, AlertFormat } from './config.ts';
import type { StoredLead } from './store.ts';

/** A receiver that has not answered in this long counts as failed; the alert is retried. */
export const ALERT_REQUEST_TIMEOUT_MS = 10_000;

/** What an alert says about a lead. */
export interface AlertContent {
  leadId: string;
  receivedAt: string;
  /** The first word of the name the visitor gave; undefined for a newsletter subscription, which asks none. */
  firstName: string | undefined;
  requestType: string;
  /** The address of the page the form was sent from (the label when the form gave none). */
  page: string;
  inboxUrl: string;
}

/** One POST to one receiver, before it is signed. */
export interface AlertRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The webhook id of a lead's alert: the receiver drops a repeat by it (Standard Webhooks' `webhook-id`). */
export function alertWebhookId(leadId: string): string {
  return `msg_${leadId}`;
}

const MAX_PAGE_LENGTH = 300;

export function alertContent(lead: Pick<StoredLead, 'id' | 'receivedAt' | 'payload'>, inboxUrl: string): AlertContent {
  const link = new URL(inboxUrl);
  link.searchParams.set('lead', lead.id);
  return {
    leadId: lead.id,
    receivedAt: lead.receivedAt,
    firstName: firstName(lead.payload),
    requestType: lead.payload.type,
    page: pageOf(lead.payload.origine),
    inboxUrl: link.href,
  };
}

function firstName(payload: ContactPayload): string | undefined {
  if (!('nome' in payload)) return undefined;
  return payload.nome.trim().split(/\s+/u)[0];
}

/** `origine` is "label - page address": the address, or the whole text when it holds none. */
function pageOf(origine: string): string {
  const separator = origine.lastIndexOf(' - ');
  const address = separator === -1 ? '' : origine.slice(separator + 3).trim();
  return (URL.canParse(address) ? address : origine.trim()).slice(0, MAX_PAGE_LENGTH);
}

/** The lines a person reads, in Italian: the same in Telegram, Slack and ntfy. */
function alertLines(content: AlertContent): { title: string; details: string[] } {
  return {
    title: `Nuova richiesta dal sito: ${content.requestType}`,
    details: [`Nome: ${content.firstName ?? '(non richiesto)'}`, `Pagina: ${content.page}`],
  };
}

/** The request to `url` in `format`, unsigned. */
export function formatAlert(content: AlertContent, url: string, format: AlertFormat): AlertRequest {
  const json = { 'Content-Type': 'application/json' };
  const { title, details } = alertLines(content);
  switch (format) {
    case 'json':
      return {
        url,
        headers: json,
        body: JSON.stringify({
          type: 'lead.received',
          timestamp: content.receivedAt,
          data: {
            id: content.leadId,
            firstName: content.firstName ?? null,
            requestType: content.requestType,
            page: content.page,
            inboxUrl: content.inboxUrl,
          },
        }),
      };
    case 'telegram': {
      // The Bot API's sendMessage: https://api.telegram.org/bot<token>/sendMessage?chat_id=<chat>. The chat moves from
      // the address into the body, where the API reads it with the text; the link's preview is off (the inbox needs a login).
      const address = new URL(url);
      const chatId = address.searchParams.get('chat_id');
      address.searchParams.delete('chat_id');
      return {
        url: address.href,
        headers: json,
        body: JSON.stringify({
          ...(chatId === null ? {} : { chat_id: chatId }),
          text: [title, ...details, `Apri nella casella: ${content.inboxUrl}`].join('\n'),
          link_preview_options: { is_disabled: true },
        }),
      };
    }
    case 'slack':
      // An incoming webhook's message: mrkdwn, where &, < and > are escaped and <url|text> is a link.
      return {
        url,
        headers: json,
        body: JSON.stringify({
          text: [`*${slackEscape(title)}*`, ...details.map(slackEscape), `<${content.inboxUrl}|Apri nella casella>`].join('\n'),
        }),
      };
    case 'ntfy':
      // ntfy publishes the body as the message; Title, Click (the link the notification opens) and Tags are headers,
      // where text outside ASCII goes as an RFC 2047 word.
      return {
        url,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          Title: encodedHeaderWord(title),
          Click: content.inboxUrl,
          Tags: 'incoming_envelope',
        },
        body: details.join('\n'),
      };
  }
}

function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function encodedHeaderWord(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?UTF-8?B?${bytesToBase64(new TextEncoder().encode(text))}?=`;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The base64 HMAC-SHA256 of `content` under the key bytes `secret`. */
export type AlertSigner = (secret: Uint8Array<ArrayBuffer>, content: string) => Promise<string>;

export const webCryptoSigner: AlertSigner = async (secret, content) =>
  bytesToBase64(new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), new TextEncoder().encode(content))));

/**
 * The Standard Webhooks headers of one attempt: the signature is `v1,` and the base64 HMAC-SHA256, under the secret's key
 * bytes, of `<webhook-id>.<webhook-timestamp>.<body>`. The timestamp is the attempt's, so a retry passes a receiver's
 * check of its age; the id stays the lead's.
 */
export async function webhookHeaders(
  leadId: string,
  body: string,
  secret: Uint8Array<ArrayBuffer> | undefined,
  at: Date,
  sign: AlertSigner = webCryptoSigner,
): Promise<Record<string, string>> {
  const id = alertWebhookId(leadId);
  const timestamp = String(Math.floor(at.getTime() / 1000));
  if (secret === undefined) return { 'webhook-id': id, 'webhook-timestamp': timestamp };
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${await sign(secret, `${id}.${timestamp}.${body}`)}`,
  };
}

/** The key of each secret, imported once: thousands of alerts a second are signed under load. */
const signingKeys = new WeakMap<Uint8Array<ArrayBuffer>, Promise<CryptoKey>>();

function signingKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    signingKeys.set(secret, key);
  }
  return key;
}

/** A short, stable name for a URL, stored with an alert once that URL took it (the URL itself may hold a bot's token). */
export async function receiverKey(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(url));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class AlertRejectedError extends Error {
  override name = 'AlertRejectedError';
  readonly code: string;
  constructor(status: number) {
    super(`The receiver answered ${status}.`);
    this.code = `HTTP_${status}`;
  }
}

/** Posts one request and gives the answer's status; rejects when the receiver cannot be reached or is silent for `timeoutMs`. */
export type AlertPost = (request: AlertRequest & { timeoutMs: number }) => Promise<number>;

/** How alerts are signed and sent: Web APIs by default (Workers, Deno); node-alert-transport.ts is the Node server's. */
export interface AlertTransport {
  post: AlertPost;
  sign: AlertSigner;
}

export const webAlertTransport: AlertTransport = {
  async post({ url, headers, body, timeoutMs }) {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    // The answer's body is not read: its connection goes back to the pool.
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  },
  sign: webCryptoSigner,
};

/** Sends one signed alert to one receiver; throws unless it answers 2xx within ALERT_REQUEST_TIMEOUT_MS. */
export async function postAlert(
  lead: Pick<StoredLead, 'id' | 'receivedAt' | 'payload'>,
  url: string,
  config: AlertConfig,
  at: Date,
  transport: AlertTransport = webAlertTransport,
): Promise<void> {
  const request = formatAlert(alertContent(lead, config.inboxUrl), url, config.format);
  const signed = await webhookHeaders(lead.id, request.body, config.secret, at, transport.sign);
  const status = await transport.post({ ...request, headers: { ...request.headers, ...signed }, timeoutMs: ALERT_REQUEST_TIMEOUT_MS });
  if (status < 200 || status > 299) throw new AlertRejectedError(status);
}
