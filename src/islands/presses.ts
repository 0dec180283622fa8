import type { ELAPSED_FIELD } from '../../schema/contact-types.ts';
import { DIALOG_ATTRIBUTE, SCRIPT_CONTROL_ATTRIBUTE } from '../ui/dialog-attributes.ts';

/*
 * The page's event contract, after Angular's event replay and Google's JSAction: the page's inline script
 * (src/app/first-paint.ts) listens on the document from the first paint and keeps every press that needs
 * script; the entry script serves them once it has connected, and every later one. A press the script never
 * serves falls back to what the same element does as plain HTML: the link is followed, the form is posted.
 */

/** A press that needs the page's script. */
export type Press =
  /** A link that opens a dialog (`data-dialog`). */
  | { kind: 'dialog'; opener: HTMLAnchorElement }
  /** A form of an island not hydrated yet was sent (its submit button, Enter in a field). */
  | { kind: 'submit'; island: HTMLElement; form: HTMLFormElement; submitter: HTMLElement | null }
  /** A button of an island not hydrated yet, or a control outside islands that works only with the entry script. */
  | { kind: 'click'; island: HTMLElement | null; control: HTMLElement }
  /** An arrow key on a menu button of an island not hydrated yet. */
  | { kind: 'key'; island: HTMLElement; control: HTMLElement; init: KeyboardEventInit }
  /** The visitor reached for an island not hydrated yet: pointer over it, a touch, the focus in it. Nothing to replay. */
  | { kind: 'reach'; island: HTMLElement; by: 'pointer' | 'touch' | 'focus'; target: Element };

export interface PressQueue {
  /** Hands over every press kept so far, then each new one as it happens. */
  connect(serve: (press: Press) => void): void;
  /** The script could not serve this press: do what the element does without script. */
  fallBack(press: Press): void;
  /** The entry script could not be loaded: every kept press and every later one falls back at once. */
  entryFailed(): void;
}

export const PRESS_QUEUE_KEY = '__pagePresses';

declare global {
  interface Window {
    [PRESS_QUEUE_KEY]?: PressQueue;
  }
}

/** An island marks itself with this attribute once hydrated: from then on its own listeners serve it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * How long a kept press waits for the entry script before it falls back to plain HTML: longer than a slow phone
 * needs for a 4 KB script, short enough that a visitor who pressed does not wait for nothing. An entry script
 * that fails to load lets every kept press fall back at once.
 */
export const FALLBACK_AFTER_MS = 4000;

const MENU_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

function pendingIsland(target: Element): HTMLElement | null {
  const island = target.closest<HTMLElement>('[data-island]');
  return island && !island.hasAttribute(HYDRATED_ATTRIBUTE) ? island : null;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Buttons the browser serves itself: a popover's, an invoker command's, a dialog form's (a dialog's cancel belongs to its X's form). */
function servedByBrowser(control: Element): boolean {
  return (
    control.hasAttribute('popovertarget') ||
    control.hasAttribute('command') ||
    (control instanceof HTMLButtonElement &&
      control.type === 'submit' &&
      (control.formMethod === 'dialog' || control.form?.method === 'dialog'))
  );
}

function pressOfClick(event: MouseEvent, target: Element, connected: boolean): Press | undefined {
  const opener = target.closest<HTMLAnchorElement>(`a[${DIALOG_ATTRIBUTE}]`);
  if (opener) return isPlainClick(event) ? { kind: 'dialog', opener } : undefined;
  const scriptControl = target.closest<HTMLElement>(`[${SCRIPT_CONTROL_ATTRIBUTE}]`);
  if (scriptControl) return connected ? undefined : { kind: 'click', island: null, control: scriptControl };
  const island = pendingIsland(target);
  const control = target.closest<HTMLElement>('button, input[type="submit"]');
  if (!island || !control || !island.contains(control) || servedByBrowser(control)) return undefined;
  const form = control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.form : null;
  if (form && (control as HTMLButtonElement | HTMLInputElement).type === 'submit')
    return { kind: 'submit', island, form, submitter: control };
  return { kind: 'click', island, control };
}

/** What the event asks of the page's script, or undefined when the browser (or a hydrated island) serves it. */
export function pressOf(event: Event, releasedForms: WeakSet<HTMLFormElement>, connected: boolean): Press | undefined {
  const target = event.target;
  if (!(target instanceof Element) || event.defaultPrevented) return undefined;
  switch (event.type) {
    case 'click':
      return pressOfClick(event as MouseEvent, target, connected);
    case 'submit': {
      const island = pendingIsland(target);
      const submitter = (event as SubmitEvent).submitter;
      if (!island || !(target instanceof HTMLFormElement) || releasedForms.has(target)) return undefined;
      if (submitter && servedByBrowser(submitter)) return undefined;
      return { kind: 'submit', island, form: target, submitter };
    }
    case 'keydown': {
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
      const island = pendingIsland(target);
      if (!island || !MENU_KEYS.has(key) || !(target instanceof HTMLButtonElement) || !target.hasAttribute('aria-expanded'))
        return undefined;
      return { kind: 'key', island, control: target, init: { key, code, shiftKey, altKey, ctrlKey, metaKey } };
    }
    case 'pointerover':
    case 'touchstart':
    case 'focusin': {
      const island = pendingIsland(target);
      const by = event.type === 'pointerover' ? 'pointer' : event.type === 'touchstart' ? 'touch' : 'focus';
      return island ? { kind: 'reach', island, by, target } : undefined;
    }
    default:
      return undefined;
  }
}

/** The hidden field in which a plain post carries the time from the first paint to the press (the function's spam score reads it). */
const ELAPSED: typeof ELAPSED_FIELD = 'elapsedMs';

function recordElapsed(form: HTMLFormElement): void {
  const field = form.elements.namedItem(ELAPSED);
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  if (field instanceof HTMLInputElement) field.value = String(Math.max(0, Math.round(performance.now() - firstPaint)));
}

/** What the element does without script. A plain button or a key has nothing to fall back on. */
export function plainBehaviour(press: Press, releasedForms: WeakSet<HTMLFormElement>): void {
  if (press.kind === 'dialog') {
    window.location.assign(press.opener.href);
  } else if (press.kind === 'submit') {
    recordElapsed(press.form);
    releasedForms.add(press.form);
    press.form.requestSubmit(press.submitter && press.form.contains(press.submitter) ? press.submitter : null);
  }
}

const CAPTURED = ['click', 'submit', 'keydown'] as const;
const WATCHED = ['pointerover', 'touchstart', 'focusin'] as const;

/** Listens from now on (the inline script calls it at the first paint) and publishes the queue for the entry script. */
export function installPressQueue(): PressQueue {
  const existing = window[PRESS_QUEUE_KEY];
  if (existing) return existing;
  const released = new WeakSet<HTMLFormElement>();
  const kept: Press[] = [];
  let serve: ((press: Press) => void) | undefined;
  let failed = false;

  const fallBack = (press: Press) => plainBehaviour(press, released);
  const keep = (press: Press) => {
    if (serve) return serve(press);
    if (failed) return fallBack(press);
    kept.push(press);
    if (press.kind === 'reach') return;
    setTimeout(() => {
      const index = kept.indexOf(press);
      if (serve || index < 0) return;
      kept.splice(index, 1);
      fallBack(press);
    }, FALLBACK_AFTER_MS);
  };
  const onEvent = (event: Event) => {
    const press = pressOf(event, released, serve !== undefined);
    if (!press) return;
    if (press.kind !== 'reach') {
      event.preventDefault();
      event.stopPropagation();
    }
    keep(press);
  };
  for (const type of CAPTURED) document.addEventListener(type, onEvent, true);
  for (const type of WATCHED) document.addEventListener(type, onEvent, { capture: true, passive: true });

  const queue: PressQueue = {
    connect(handler) {
      serve = handler;
      for (const press of kept.splice(0)) handler(press);
    },
    fallBack,
    entryFailed() {
      failed = true;
      for (const press of kept.splice(0)) if (press.kind !== 'reach') fallBack(press);
    },
  };
  window[PRESS_QUEUE_KEY] = queue;
  return queue;
}
