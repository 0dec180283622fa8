export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request from `clientKey` and says whether it may proceed. */
  consume(clientKey: string, nowMs: number): RateLimitDecision;
}

export interface FixedWindowOptions {
  maxRequests: number;
  windowMs: number;
}

interface Window {
  startedAtMs: number;
  count: number;
}

/**
 * At most `maxRequests` per client in each window of `windowMs`, counted in memory. On a
 * serverless runtime every instance counts on its own, so the limit there is per instance.
 */
export function createFixedWindowRateLimiter({ maxRequests, windowMs }: FixedWindowOptions): RateLimiter {
  const windows = new Map<string, Window>();
  let lastSweepMs = 0;

  const forgetEndedWindows = (nowMs: number) => {
    for (const [key, window] of windows) {
      if (nowMs - window.startedAtMs >= windowMs) windows.delete(key);
    }
    lastSweepMs = nowMs;
  };

  return {
    consume(clientKey, nowMs) {
      if (nowMs - lastSweepMs >= windowMs) forgetEndedWindows(nowMs);
      const current = windows.get(clientKey);
      if (current === undefined || nowMs - current.startedAtMs >= windowMs) {
        windows.set(clientKey, { startedAtMs: nowMs, count: 1 });
        return { allowed: true };
      }
      if (current.count < maxRequests) {
        current.count += 1;
        return { allowed: true };
      }
      const remainingMs = current.startedAtMs + windowMs - nowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
  };
}
