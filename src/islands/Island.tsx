import type { ReactNode } from 'react';
import type { Hydration } from './hydration.ts';
import { getServerIslandRenderer } from './island-renderer.ts';
import { IslandProviders } from '../ui/IslandProviders.tsx';
import classes from './Island.module.css';

export interface IslandProps {
  /** Which component hydrates here: a key of the island registry. */
  name: string;
  /** Unique on the page; also the prefix of the island's ids. */
  id: string;
  hydrate: Hydration;
  /** Address parameters that make it hydrate at load instead (a search or a message to apply at once). */
  hydrateAtLoadWith?: readonly string[];
  /** A key in the session's storage that makes it hydrate at load (something remembered to show at once). */
  hydrateAtLoadIfStored?: string;
  /** What the component receives, serialised into the page for the browser. */
  props: object;
  children: ReactNode;
}

/**
 * A part of a prerendered page that becomes interactive on its own (src/islands/hydrate-islands.ts),
 * while the rest of the page stays plain HTML that costs no script. Inside the app (after the first
 * client-side navigation, and in development) it renders its children like any component.
 */
export function Island({ name, id, hydrate, hydrateAtLoadWith = [], hydrateAtLoadIfStored, props, children }: IslandProps) {
  const renderOnServer = getServerIslandRenderer();
  if (!renderOnServer) return <div className={classes.island}>{children}</div>;
  const html = renderOnServer(<IslandProviders>{children}</IslandProviders>, id);
  if (html.includes('<style')) {
    // The build moves every <style> to the head; one inside an island would then fail its hydration.
    throw new Error(`Island "${name}" renders a <style> element (a responsive Mantine prop?): use a CSS module instead`);
  }
  return (
    <div
      className={classes.island}
      data-island={name}
      data-island-id={id}
      data-hydrate={hydrate}
      data-hydrate-at-load-with={hydrateAtLoadWith.length > 0 ? hydrateAtLoadWith.join(' ') : undefined}
      data-hydrate-at-load-if-stored={hydrateAtLoadIfStored}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered by React at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
