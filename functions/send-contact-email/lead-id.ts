/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids of leads
 * received later sort later, so the primary-key index grows at its end instead of at random
 * pages, and an id still reveals nothing but the time it was received.
 */
export function timeOrderedUuid(nowMs: number = Date.now()): string {
  // A version 4 UUID already has the random bits and the variant that version 7 needs.
  const random = crypto.randomUUID();
  const milliseconds = nowMs.toString(16).padStart(12, '0').slice(-12);
  return `${milliseconds.slice(0, 8)}-${milliseconds.slice(8, 12)}-7${random.slice(15)}`;
}
