import { createRoot, type Root } from 'react-dom/client';
import { ConsentBanner } from '../chrome/ConsentBanner.tsx';
import { readConsent } from '../chrome/consent.ts';
import { IslandProviders } from '../islands/IslandProviders.tsx';

let bannerRoot: { root: Root; element: HTMLElement } | undefined;

/**
 * Renders the consent banner in a root of its own at the end of the body: on arrival if the visitor has not chosen
 * yet, or again, whatever was chosen, when they ask for it ("Preferenze cookie").
 */
export function mountConsentBanner({ reopen = false } = {}): void {
  if (!reopen && (bannerRoot || readConsent() !== undefined)) return;
  if (bannerRoot) {
    bannerRoot.root.unmount();
    bannerRoot.element.remove();
  }
  const element = document.createElement('div');
  element.dataset.consentRoot = '';
  document.body.append(element);
  const root = createRoot(element);
  root.render(
    <IslandProviders>
      <ConsentBanner reopened={reopen} />
    </IslandProviders>,
  );
  bannerRoot = { root, element };
}
