import type { Root } from 'react-dom/client';
import type { Hydration } from './hydration.ts';

interface IslandState {
  hydrated: Promise<void> | undefined;
  root: Root | undefined;
}

const islands = new Map<HTMLElement, IslandState>();
let takenOver = false;
const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_MARGIN = '200px';

function readProps(element: HTMLElement): object {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    return typeof props === 'object' && props !== null ? props : {};
  } catch {
    return {};
  }
}

/** Hydrates one island (once); resolves when its first render has been committed. */
function hydrateIsland(element: HTMLElement): Promise<void> {
  const state = islands.get(element);
  if (!state) return Promise.resolve();
  state.hydrated ??= (async () => {
    const { hydrateIslandRoot } = await import('./island-root.tsx');
    if (takenOver) return;
    await hydrateIslandRoot(element, element.dataset.island ?? '', readProps(element), {
      isCancelled: () => takenOver,
      onRoot: (root) => {
        state.root = root;
      },
    });
  })();
  return state.hydrated;
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

/**
 * What the observer watches for an island: its first child that takes up space (the island itself
 * lays out as its children; React may have put a resource hint, a <link>, first).
 */
function boxOf(element: HTMLElement): Element {
  return [...element.children].find((child) => child.getClientRects().length > 0) ?? element;
}

function schedule(element: HTMLElement, hydration: Exclude<Hydration, 'load'>, observer: IntersectionObserver): void {
  if (hydration === 'idle') whenIdle(() => void hydrateIsland(element));
  else if (hydration === 'visible') observer.observe(boxOf(element));
}

function isStored(key: string | undefined): boolean {
  if (key === undefined) return false;
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * When the island hydrates: as it declared, or at load when the address carries one of its
 * parameters or the session remembers something it shows.
 */
function hydrationOf(element: HTMLElement): Hydration {
  const parameters = element.dataset.hydrateAtLoadWith?.split(' ') ?? [];
  const address = new URLSearchParams(window.location.search);
  if (parameters.some((parameter) => address.has(parameter))) return 'load';
  if (isStored(element.dataset.hydrateAtLoadIfStored)) return 'load';
  return (element.dataset.hydrate ?? 'idle') as Hydration;
}

/** The visitor was in the island before its listeners existed: the focus is in it, or they typed or chose in it. */
function touchedBeforeScript(element: HTMLElement): boolean {
  if (element.contains(document.activeElement)) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  );
}

function islandOf(target: EventTarget | null): HTMLElement | undefined {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  return element && islands.has(element) ? element : undefined;
}

const isHydrated = (island: HTMLElement) => islands.get(island)?.root !== undefined;

/** Keys a menu button answers once hydrated (the Servizi menu opens with ArrowDown). */
const MENU_BUTTON_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * What the visitor does in an island before it has hydrated is not lost: a press on one of its
 * buttons or dialog links, an arrow key on a menu button, or a form sent, waits for the island and
 * then happens again in it. (Typed text needs nothing: the forms' fields are uncontrolled, so
 * hydration keeps it.)
 */
function replayEarlyActions(): void {
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!island || isHydrated(island) || !(event.target instanceof Element)) return;
      // A button that opens a native popover works without script: it is left alone.
      const control = event.target.closest<HTMLElement>('button:not([popovertarget]), a[data-opens-dialog]');
      if (!control || !island.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrateIsland(island).then(() => control.click());
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!MENU_BUTTON_KEYS.has(event.key) || !(event.target instanceof HTMLButtonElement)) return;
      const button = event.target;
      const island = islandOf(button);
      if (!island || isHydrated(island) || !button.hasAttribute('aria-expanded')) return;
      event.preventDefault();
      event.stopPropagation();
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      void hydrateIsland(island).then(() => {
        if (document.activeElement !== button) return;
        button.dispatchEvent(
          new KeyboardEvent('keydown', { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true }),
        );
      });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const island = islandOf(event.target);
      if (!island || isHydrated(island) || !(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const submitter = event.submitter;
      event.preventDefault();
      event.stopPropagation();
      void hydrateIsland(island).then(() => form.requestSubmit(submitter && form.contains(submitter) ? submitter : null));
    },
    true,
  );
}

/** Makes the prerendered page's islands interactive, each when its hydration says, or at once when the visitor reaches for it. */
export function hydrateIslands(): Promise<void> {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = islandOf(entry.target);
        if (island) void hydrateIsland(island);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  for (const element of elements) islands.set(element, { hydrated: undefined, root: undefined });
  const firstScreen: Promise<void>[] = [];
  for (const element of elements) {
    const hydration = touchedBeforeScript(element) ? 'load' : hydrationOf(element);
    if (hydration === 'load') firstScreen.push(hydrateIsland(element));
    else schedule(element, hydration, observer);
    const reach = () => void hydrateIsland(element);
    element.addEventListener('pointerover', reach, { once: true, capture: true, passive: true });
    element.addEventListener('pointerdown', reach, { once: true, capture: true });
    element.addEventListener('focusin', reach, { once: true, capture: true });
    element.addEventListener('touchstart', reach, { once: true, capture: true, passive: true });
  }
  replayEarlyActions();
  return Promise.all(firstScreen).then(() => undefined);
}

/**
 * Before the app takes the page over: the islands' roots let go of their markup. An island still
 * hydrating finishes first (React cannot unmount a root mid-hydration); one not started never starts.
 */
export async function unmountIslands(): Promise<void> {
  takenOver = true;
  const hydrating = [...islands.values()].filter((state) => state.root !== undefined).map((state) => state.hydrated);
  await Promise.allSettled(hydrating);
  for (const state of islands.values()) state.root?.unmount();
  islands.clear();
}
