import type { Offer } from 'schema-dts';
import type { Section, SectionOfType, SectionType } from '../../schema/sections/index.ts';

/** A section folder's optional structured-data.ts: what the section adds to its page's schema.org Service. */
export interface SectionStructuredData<Type extends SectionType> {
  offers?: (section: SectionOfType<Type>) => Offer[];
}

const declarations = import.meta.glob<{ structuredData: SectionStructuredData<SectionType> }>('./*/structured-data.ts', { eager: true });

export function sectionOffers(section: Section): Offer[] {
  return declarations[`./${section.type}/structured-data.ts`]?.structuredData.offers?.(section) ?? [];
}
