import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../schema/contact.ts';
import type { ContactPayload } from '../../schema/contact.ts';

/** Fields that differ between two sends of the same form and so must not tell duplicates apart. */
const FIELDS_IGNORED_FOR_DUPLICATES = new Set<string>(['timestamp', HONEYPOT_FIELD, ELAPSED_FIELD]);

// node:crypto hashes synchronously in about 3 µs; Web Crypto's digest costs about 35 µs on Node
// (a thread-pool round trip). It is taken from the running process, not imported, so that a Worker's
// bundle (workerd has no node:crypto) never names it; runtimes without it use Web Crypto.
const nodeCrypto = typeof process === 'undefined' ? undefined : process.getBuiltinModule?.('node:crypto');

/**
 * SHA-256 (hex) of the payload's type and fields, sorted by name, without `timestamp` (nor the honeypot and the elapsed time):
 * a visitor pressing send twice produces the same fingerprint.
 */
export async function payloadFingerprint(payload: ContactPayload): Promise<string> {
  const relevantEntries = Object.entries(payload)
    .filter(([field]) => !FIELDS_IGNORED_FOR_DUPLICATES.has(field))
    .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0));
  return sha256Hex(JSON.stringify(relevantEntries));
}

/** Messages shorter than this (once spaces and punctuation are gone) say too little to be called the same text. */
const MIN_COMPARED_MESSAGE_LENGTH = 20;

/**
 * SHA-256 of the message's words, in lower case, without accents, spaces or punctuation: the same
 * text sent from several addresses is a campaign. Undefined when there is no message, or a very short one.
 */
export async function messageFingerprint(payload: ContactPayload): Promise<string | undefined> {
  const message = 'messaggio' in payload ? payload.messaggio : '';
  const letters = message
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return letters.length < MIN_COMPARED_MESSAGE_LENGTH ? undefined : sha256Hex(`message:${letters}`);
}

export async function sha256Hex(text: string): Promise<string> {
  if (nodeCrypto !== undefined) return nodeCrypto.createHash('sha256').update(text).digest('hex');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
