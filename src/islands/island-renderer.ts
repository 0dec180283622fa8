import type { ReactNode } from 'react';

/**
 * How the prerender renders an island: on its own, with the island's id prefix, so the markup and
 * the ids (useId) equal the island's first render in the browser. Set by the server entry only, so
 * the browser bundle carries no server renderer.
 */
export type IslandRenderer = (node: ReactNode, identifierPrefix: string) => string;

let serverIslandRenderer: IslandRenderer | undefined;

export function setServerIslandRenderer(renderer: IslandRenderer): void {
  serverIslandRenderer = renderer;
}

export function getServerIslandRenderer(): IslandRenderer | undefined {
  return serverIslandRenderer;
}
