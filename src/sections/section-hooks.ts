import type { Section, SectionOfType, SectionType } from './index.ts';
import { sectionBuildHooks } from './build-hooks.ts';
import type { SectionBuild, SectionProblem, SiteFacts } from '../../schema/section-contracts.ts';

function hooksOf<Type extends SectionType>(type: Type): SectionBuild<SectionOfType<Type>> | undefined {
  return sectionBuildHooks[type];
}

/** The section as the built page shows it, after its folder's build.ts `prepare`. */
export function prepareSection(section: Section): Section {
  return hooksOf(section.type)?.prepare?.(section) ?? section;
}

export function checkSection(section: Section, site: SiteFacts): SectionProblem[] {
  return hooksOf(section.type)?.check?.(section, site) ?? [];
}
