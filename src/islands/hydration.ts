/**
 * When a prerendered island becomes interactive. Static content is never hydrated: its HTML is final.
 * - load: as soon as the entry script runs;
 * - visible: when it comes near the viewport;
 * - idle: when the browser has nothing else to do;
 * - interaction: only when the visitor reaches for it (the header, the floating buttons: their links
 *   work as links, and a press on one of their buttons is replayed once they have hydrated).
 * Any island also hydrates at once when the visitor points at it, touches it or moves the focus into it.
 */
export type Hydration = 'load' | 'visible' | 'idle' | 'interaction';

export type HydrationChoice = Hydration | 'static';
