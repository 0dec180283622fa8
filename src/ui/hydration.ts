/**
 * When a prerendered island becomes interactive. Everything else on a page is plain HTML and never hydrates.
 * - load: as soon as the entry script runs;
 * - idle: when the browser has nothing else to do;
 * - visible: when it comes near the viewport;
 * - interaction: when the visitor reaches for it (points at it, touches it, moves the focus into it) or presses one of its controls;
 * - press: only when the visitor reaches (points at, touches, focuses) or presses one of its controls that needs script; a plain link
 *   never does, so passing over the header's links on the way to a click costs no script.
 * A press made before the island is ready waits for it and then happens again in it (src/islands/presses.ts).
 */
export type Hydration = 'load' | 'idle' | 'visible' | 'interaction' | 'press';

/** What a section type's folder declares in its hydration.ts: a fixed choice, or one made from the section's data. */
export type SectionHydration<Data> = Hydration | 'static' | ((section: Data) => Hydration | 'static');
