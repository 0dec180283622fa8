import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandProviders } from '../ui/IslandProviders.tsx';

function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island's markup with its component, on a root of its own. Loaded with the first island
 * that hydrates, so a page whose visitor reaches for nothing interactive never loads React DOM. Resolves
 * once the island's first render has been committed: its listeners are in place.
 */
export async function hydrateIsland(element: HTMLElement, name: string, load: () => Promise<unknown>, props: object): Promise<void> {
  // The props were serialised at build time from this same component's props (src/islands/Island.tsx).
  const Component = (await load()) as ComponentType<object>;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandProviders>
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>
      </IslandProviders>,
      {
        identifierPrefix: element.dataset.islandId,
        onRecoverableError(error, info) {
          console.error(`Hydration problem in island "${name}"`, error, info.componentStack);
        },
      },
    );
  });
}
