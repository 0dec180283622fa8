import type { Hydration } from '../ui/hydration.ts';
import { HYDRATED_ATTRIBUTE, type Press, type PressQueue } from './presses.ts';
import type { IslandLoaders } from './registry.ts';

const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_MARGIN = '200px';

const hydrations = new Map<HTMLElement, Promise<void>>();

function readProps(element: HTMLElement): object {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    return typeof props === 'object' && props !== null ? props : {};
  } catch {
    return {};
  }
}

/** Hydrates one island, once; resolves when its listeners are in place, and marks it so presses reach it directly. */
function hydrate(island: HTMLElement, loaders: IslandLoaders): Promise<void> {
  let hydration = hydrations.get(island);
  if (!hydration) {
    const name = island.dataset.island ?? '';
    const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
    hydration = load
      ? import('./island-root.tsx')
          .then(({ hydrateIsland }) => hydrateIsland(island, name, load, readProps(island)))
          .then(() => island.setAttribute(HYDRATED_ATTRIBUTE, ''))
      : Promise.reject(new Error(`No island named "${name}": the page and the script come from different builds`));
    hydrations.set(island, hydration);
  }
  return hydration;
}

function hydrationOf(island: HTMLElement): Hydration {
  const parameters = island.dataset.hydrateAtLoadWith?.split(' ') ?? [];
  const address = new URLSearchParams(window.location.search);
  if (parameters.some((parameter) => address.has(parameter)) || island.contains(document.activeElement)) return 'load';
  return (island.dataset.hydrate ?? 'interaction') as Hydration;
}

/** After the page's pending work (at the latest after IDLE_TIMEOUT_MS), or at once where the browser cannot tell (Safari). */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

/** Once the page has loaded, when idle: never inside the load's own task. */
export function afterLoadWhenIdle(callback: () => void): void {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
}

/**
 * Once the next frame has been drawn. A dialog's first press focuses its form, an island the visitor reaches: starting
 * that island's hydration in the press's own task delayed the frame that shows the dialog by 9–12 ms at 4× CPU.
 */
function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** A press island hydrates when the visitor reaches a control that needs script (a button, a field), never for a plain link. */
function needsScript(target: Element): boolean {
  return target.closest('button, input, select, textarea, [aria-expanded]') !== null;
}

function replay(press: Exclude<Press, { kind: 'dialog' | 'reach' }>): void {
  if (press.kind === 'click') press.control.click();
  else if (press.kind === 'submit')
    press.form.requestSubmit(press.submitter && press.form.contains(press.submitter) ? press.submitter : null);
  else if (document.activeElement === press.control) {
    press.control.dispatchEvent(new KeyboardEvent('keydown', { ...press.init, bubbles: true, cancelable: true }));
  }
}

/**
 * Makes the page's islands interactive, each when its hydration says, and serves the presses made in them:
 * a press waits for its island, then happens again in it; if the island's script cannot load, the press
 * falls back to plain HTML. Resolves once the islands the first screen needs at once are hydrated. `loaders` finds each
 * island's component by the name its markup carries (the page's entry joins the frame's islands and the sections').
 */
export function startIslands(
  queue: PressQueue,
  loaders: IslandLoaders,
): { serve: (press: Exclude<Press, { kind: 'dialog' }>) => void; ready: Promise<void> } {
  const failed = (error: unknown) => console.error('Could not make part of the page interactive', error);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        observer.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('[data-island]');
        if (island) hydrate(island, loaders).catch(failed);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  const atLoad: Promise<void>[] = [];
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const hydration = hydrationOf(island);
    if (hydration === 'load') atLoad.push(hydrate(island, loaders).catch(failed));
    else if (hydration === 'idle') whenIdle(() => hydrate(island, loaders).catch(failed));
    // The island lays out as its content (display: contents): the observer watches its first box.
    else if (hydration === 'visible') observer.observe(island.firstElementChild ?? island);
  }

  const serve = (press: Exclude<Press, { kind: 'dialog' }>) => {
    if (press.kind === 'reach') {
      const hydration = press.island.dataset.hydrate;
      if (hydration === 'interaction' || needsScript(press.target)) {
        afterNextFrame(() => hydrate(press.island, loaders).catch(failed));
      }
      return;
    }
    // A control outside islands: the entry script's own listener is in place now.
    if (press.island === null) return replay(press);
    hydrate(press.island, loaders).then(
      () => replay(press),
      (error: unknown) => {
        failed(error);
        queue.fallBack(press);
      },
    );
  };
  return { serve, ready: Promise.all(atLoad).then(() => undefined) };
}
