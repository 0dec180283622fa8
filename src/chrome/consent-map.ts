import { CONSENT_CHANGED_EVENT, type ConsentValue, readConsent } from './consent.ts';

/** How the map section's markup tells this script what to load (src/sections/map/MapSection.tsx). */
export const MAP_FRAME_ATTRIBUTES = {
  source: 'data-map-src',
  title: 'data-map-title',
  state: 'data-map-state',
  load: 'data-map-load',
} as const;

function showMap(frame: HTMLElement): void {
  if (frame.getAttribute(MAP_FRAME_ATTRIBUTES.state) === 'loaded') return;
  const map = document.createElement('iframe');
  map.src = frame.getAttribute(MAP_FRAME_ATTRIBUTES.source) ?? '';
  map.title = frame.getAttribute(MAP_FRAME_ATTRIBUTES.title) ?? '';
  map.loading = 'lazy';
  map.referrerPolicy = 'no-referrer-when-downgrade';
  map.allowFullscreen = true;
  frame.replaceChildren(map);
  frame.setAttribute(MAP_FRAME_ATTRIBUTES.state, 'loaded');
}

/**
 * Puts each map of the page in place of its placeholder once the visitor accepts third-party content (now or
 * earlier) or asks for the map with the placeholder's button. Before that no request leaves for the map's host.
 */
export function startConsentMaps(): void {
  const frames = () => document.querySelectorAll<HTMLElement>(`[${MAP_FRAME_ATTRIBUTES.source}]`);
  if (frames().length === 0) return;
  if (readConsent() === 'accepted') frames().forEach(showMap);
  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => {
    if ((event as CustomEvent<ConsentValue>).detail === 'accepted') frames().forEach(showMap);
  });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${MAP_FRAME_ATTRIBUTES.load}]`) : null;
    const frame = button?.closest<HTMLElement>(`[${MAP_FRAME_ATTRIBUTES.source}]`);
    if (frame) showMap(frame);
  });
}
