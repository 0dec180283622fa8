import type { SectionStructuredData } from '../../../schema/section-contracts.ts';
import type { PricingSection } from './schema.ts';

export const structuredData: SectionStructuredData<PricingSection> = {
  offers: (section) =>
    section.packages.map((pack) => ({ '@type': 'Offer', name: pack.name, price: pack.monthlyPrice, priceCurrency: 'EUR' })),
};
