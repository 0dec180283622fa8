import { type ComponentType, type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import type { Hydration } from '../ui/hydration.ts';
import { IslandProviders } from '../ui/IslandProviders.tsx';
import classes from './Island.module.css';
import { type IslandName, type IslandProps, islandComponents } from './registry.ts';

const loaded = new Map<IslandName, (props: never) => ReactNode>();

/** The prerender (and the dev server) loads every island's component once, before it renders a page. */
export async function loadIslandComponents(): Promise<void> {
  await Promise.all(
    (Object.keys(islandComponents) as IslandName[]).map(async (name) => {
      loaded.set(name, await islandComponents[name]());
    }),
  );
}

export interface IslandMarkupOptions<Props extends object> {
  /** The name the browser finds its component by (src/islands/registry.ts, or a section's type). */
  name: string;
  component: ComponentType<Props>;
  /** Written once: the component renders with them here, and the browser hydrates it with the same. */
  props: Props;
  hydrate: Hydration;
  /** Address parameters that make it hydrate as the page loads (a search or a message to apply at once). */
  hydrateAtLoadWith?: readonly string[];
}

/**
 * A part of a prerendered page that becomes interactive on its own (src/islands/hydrate.ts). Rendered on the
 * server only: its markup is its component's own render, with ids prefixed by an id React generates here, so
 * the browser's first render of the island matches it exactly.
 */
export function IslandMarkup<Props extends object>({
  name,
  component: Component,
  props,
  hydrate,
  hydrateAtLoadWith = [],
}: IslandMarkupOptions<Props>) {
  const id = useId();
  const html = renderToString(
    <IslandProviders>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix: id },
  );
  if (html.includes('<style')) {
    throw new Error(`Island "${name}" renders a <style> element (a responsive Mantine prop?): use a CSS module instead`);
  }
  return (
    <div
      className={classes.island}
      data-island={name}
      data-island-id={id}
      data-hydrate={hydrate}
      data-hydrate-at-load-with={hydrateAtLoadWith.length > 0 ? hydrateAtLoadWith.join(' ') : undefined}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, rendered by React just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export interface IslandOptions<Name extends IslandName> extends Omit<IslandMarkupOptions<IslandProps<Name>>, 'name' | 'component'> {
  of: Name;
}

/** An island of the frame or a dialog, by its name in the registry. */
export function Island<Name extends IslandName>({ of, ...options }: IslandOptions<Name>) {
  // The registry is keyed by name and `props` is typed by that name; TypeScript cannot correlate the two here.
  const Component = loaded.get(of) as ComponentType<IslandProps<Name>> | undefined;
  if (!Component) throw new Error(`Island "${of}" was not loaded: call loadIslandComponents() before rendering a page`);
  return <IslandMarkup name={of} component={Component} {...options} />;
}
