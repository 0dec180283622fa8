import type { SectionStructuredData } from '../section-structured-data.ts';

export const structuredData: SectionStructuredData<'packages'> = {
  offers: (section) =>
    section.packages.map((pack) => ({
      '@type': 'Offer',
      name: pack.name,
      price: pack.price,
      priceCurrency: 'EUR',
      description: pack.description,
    })),
};
