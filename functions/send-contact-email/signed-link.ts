/**
 * The signed links of the newsletter's mails (newsletter-consent.ts): the confirmation, valid 48 hours and usable once,
 * and the unsubscription. A link names the lead, the purpose and when it was issued, signed with HMAC-SHA256 under a
 * random key the store keeps (created on first use: no setting to configure). Web Crypto only, so every runtime signs
 * and checks alike; the check is the platform's constant-time `verify`.
 */

export type LinkPurpose = 'confirm' | 'unsubscribe';

const PURPOSE_CODES: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

export interface LinkClaims {
  leadId: string;
  purpose: LinkPurpose;
  issuedAt: Date;
}

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    // Only the one spelling the signer writes: another last letter can decode to the same bytes.
    return base64Url(bytes) === text ? bytes : undefined;
  } catch {
    return undefined;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** A new random key, as the store keeps it. */
export function newLinkSecret(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function signLink(secret: string, claims: LinkClaims): Promise<string> {
  const body = `${claims.leadId}.${PURPOSE_CODES[claims.purpose]}.${claims.issuedAt.getTime()}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body)));
  return `${base64Url(encoder.encode(body))}.${base64Url(signature)}`;
}

/** The link's claims when its signature holds for `purpose`; undefined for anything else (changed, truncated, another purpose). */
export async function verifyLink(secret: string, token: string, purpose: LinkPurpose): Promise<LinkClaims | undefined> {
  const [encodedBody, encodedSignature, ...rest] = token.split('.');
  if (encodedBody === undefined || encodedSignature === undefined || rest.length > 0) return undefined;
  const body = fromBase64Url(encodedBody);
  const signature = fromBase64Url(encodedSignature);
  if (body === undefined || signature === undefined) return undefined;
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, body))) return undefined;
  const [leadId, code, issuedAt] = new TextDecoder().decode(body).split('.');
  if (leadId === undefined || code !== PURPOSE_CODES[purpose] || issuedAt === undefined || !/^\d+$/.test(issuedAt)) return undefined;
  return { leadId, purpose, issuedAt: new Date(Number(issuedAt)) };
}
