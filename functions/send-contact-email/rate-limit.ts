import { sha256Hex } from './fingerprint.ts';
import type { LeadStore } from './store.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request from `clientAddress` and says whether it may proceed. */
  consume(clientAddress: string, now: Date): Promise<RateLimitDecision>;
}

export interface FixedWindowOptions {
  maxRequests: number;
  windowMs: number;
}

/**
 * At most `maxRequests` per client in each window of `windowMs`, counted in the lead store, so
 * that every process and instance using one database shares the count and a restart keeps it.
 * The store keeps a hash of the address, never the address itself.
 */
export function createStoreRateLimiter(store: Pick<LeadStore, 'countRequest'>, { maxRequests, windowMs }: FixedWindowOptions): RateLimiter {
  return {
    async consume(clientAddress, now) {
      const { count, windowStartedAt } = await store.countRequest(await sha256Hex(`rate-limit:${clientAddress}`), now, windowMs);
      if (count <= maxRequests) return { allowed: true };
      const remainingMs = windowStartedAt.getTime() + windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
  };
}

export interface BurstCounter {
  /** Counts one submission, from any address, and returns how many the current window holds. */
  count(now: Date): Promise<number>;
}

/** The count of one window shared by every address (and every process using the store): a wave of submissions shows in it. */
const ALL_ADDRESSES_KEY = 'burst:all-addresses';

export function createStoreBurstCounter(store: Pick<LeadStore, 'countRequest'>, windowMs: number): BurstCounter {
  return {
    async count(now) {
      return (await store.countRequest(ALL_ADDRESSES_KEY, now, windowMs)).count;
    },
  };
}
