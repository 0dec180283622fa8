import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Section } from './index.ts';
import { IslandMarkup } from '../islands/Island.tsx';
import { sectionAddressParameters, sectionHydration } from './hydration.ts';
import { loadedSectionComponent } from './section-components.ts';
import { PlaceholderMarker } from '../ui/PlaceholderMarker.tsx';
import { usePageAddress } from '../ui/page-address.ts';

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

/**
 * A section that is interactive becomes an island under its type, with the section and the page's public address as
 * its props (its folder's hydration.ts says when, src/sections/islands.ts gives the browser its component): an island
 * renders outside the router, and a form's `origine` names the page before and without the script. One that only
 * shows content stays plain HTML.
 */
function HydratedSection({ section }: { section: Section }) {
  const hydration = sectionHydration(section);
  const pageAddress = usePageAddress();
  const View = loadedSectionComponent(section.type);
  if (hydration === 'static' || !View) return <SectionView section={section} />;
  return (
    <IslandMarkup
      name={section.type}
      component={View}
      props={{ section, pageAddress }}
      hydrate={hydration}
      hydrateAtLoadWith={sectionAddressParameters(section)}
    />
  );
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
