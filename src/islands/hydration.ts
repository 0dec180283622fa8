/**
 * When a prerendered island becomes interactive. Static content is never hydrated: its HTML is final.
 * - load: as soon as the entry script runs (the header: small, and used at once);
 * - visible: when it comes near the viewport;
 * - idle: when the browser has nothing else to do.
 * Any island also hydrates at once when the visitor points at it, touches it or moves the focus into it.
 */
export type Hydration = 'load' | 'visible' | 'idle';

export type HydrationChoice = Hydration | 'static';
