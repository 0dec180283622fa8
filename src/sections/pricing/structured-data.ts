import type { SectionStructuredData } from '../section-structured-data.ts';

export const structuredData: SectionStructuredData<'pricing'> = {
  offers: (section) =>
    section.packages.map((pack) => ({ '@type': 'Offer', name: pack.name, price: pack.monthlyPrice, priceCurrency: 'EUR' })),
};
