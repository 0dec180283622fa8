import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Section } from './index.ts';
import { Island } from '../islands/Island.tsx';
import { isIslandName, type IslandProps } from '../islands/registry.ts';
import { sectionAddressParameters, sectionHydration } from './hydration.ts';
import { loadedSectionComponent } from './section-components.ts';
import { PlaceholderMarker } from '../ui/PlaceholderMarker.tsx';

class SectionErrorBoundary extends Component<{ sectionType: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section "${this.props.sectionType}" failed to render`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (import.meta.env.DEV) {
      return (
        <div role="alert" style={{ padding: 24, border: '2px dashed red' }}>
          Section “{this.props.sectionType}” failed to render: see the console.
        </div>
      );
    }
    return null;
  }
}

function SectionView({ section }: { section: Section }) {
  const View = loadedSectionComponent(section.type);
  if (!View) {
    // The route loads a page's components before rendering it; reaching this is a bug in that wiring.
    return import.meta.env.DEV ? (
      <div role="alert" style={{ padding: 24, border: '2px dashed red' }}>
        Section “{section.type}” was not loaded
      </div>
    ) : null;
  }
  return <View section={section} />;
}

/** A section that is interactive becomes an island (its folder's hydration.ts says when); one that only shows content stays plain HTML. */
function HydratedSection({ section }: { section: Section }) {
  const hydration = sectionHydration(section);
  if (hydration === 'static' || !isIslandName(section.type)) return <SectionView section={section} />;
  // A section island is registered under its type, with the section as its only prop.
  const props = { section } as IslandProps<typeof section.type>;
  return <Island of={section.type} hydrate={hydration} hydrateAtLoadWith={sectionAddressParameters(section)} props={props} />;
}

export function SectionRenderer({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections never move, so their place is who they are
        <SectionErrorBoundary key={`${section.type}-${index}`} sectionType={section.type}>
          <PlaceholderMarker data={section}>
            <HydratedSection section={section} />
          </PlaceholderMarker>
        </SectionErrorBoundary>
      ))}
    </>
  );
}
