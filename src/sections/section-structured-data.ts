import type { Offer } from 'schema-dts';
import type { SectionStructuredData } from '../../schema/section-contracts.ts';
import type { Section } from './index.ts';

const declarations = import.meta.glob<{ structuredData: SectionStructuredData<Section> }>('./*/structured-data.ts', { eager: true });

export function sectionOffers(section: Section): Offer[] {
  return declarations[`./${section.type}/structured-data.ts`]?.structuredData.offers?.(section) ?? [];
}
