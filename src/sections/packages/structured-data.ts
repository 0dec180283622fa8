import type { SectionStructuredData } from '../../../schema/section-contracts.ts';
import type { PackagesSection } from './schema.ts';

export const structuredData: SectionStructuredData<PackagesSection> = {
  offers: (section) =>
    section.packages.map((pack) => ({
      '@type': 'Offer',
      name: pack.name,
      price: pack.price,
      priceCurrency: 'EUR',
      description: pack.description,
    })),
};
