import { createRoot } from 'react-dom/client';
import { ConsentBanner } from '../chrome/ConsentBanner.tsx';
import { readConsent } from '../chrome/consent.ts';
import { IslandProviders } from '../islands/IslandProviders.tsx';

/** Renders the consent banner, if the visitor has not chosen yet, in a root of its own at the end of the body. */
export function mountConsentBanner(): void {
  if (readConsent() !== undefined) return;
  const element = document.createElement('div');
  element.dataset.consentRoot = '';
  document.body.append(element);
  createRoot(element).render(
    <IslandProviders>
      <ConsentBanner />
    </IslandProviders>,
  );
}
