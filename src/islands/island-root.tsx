import { useEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandProviders } from '../ui/IslandProviders.tsx';
import { islandElement } from './registry.tsx';

function HydrationDone({ children, onDone }: { children: ReactElement; onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * Hydrates one island's markup with its component, on a root of its own. Loaded with the first
 * island that hydrates, so a page whose visitor touches nothing interactive never loads React DOM.
 * `onRoot` receives the root as soon as hydration starts (React replays the events of a root that is
 * hydrating); the promise resolves once its first render has been committed.
 */
export async function hydrateIslandRoot(
  element: HTMLElement,
  name: string,
  props: object,
  { isCancelled, onRoot }: { isCancelled: () => boolean; onRoot: (root: Root) => void },
): Promise<void> {
  const content = await islandElement(name, props);
  if (isCancelled()) return;
  if (!content) {
    console.error(`No island named "${name}": the page and the script come from different builds`);
    return;
  }
  await new Promise<void>((resolve) => {
    const root = hydrateRoot(
      element,
      <IslandProviders>
        <HydrationDone onDone={resolve}>{content}</HydrationDone>
      </IslandProviders>,
      {
        identifierPrefix: element.dataset.islandId,
        onRecoverableError(error, info) {
          console.error(`Hydration problem in island "${name}"`, error, info.componentStack);
        },
      },
    );
    onRoot(root);
  });
}
