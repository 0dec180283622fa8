import type { Blog, BlogPosting, ProfessionalService, Service, WithContext } from 'schema-dts';
import type { Site } from '../../schema/site.ts';
import type { PageData } from '../sections/content-types.ts';
import { blog, blogPosting } from './blog-structured-data.ts';
import { sectionOffers } from '../sections/section-structured-data.ts';

export type JsonLd = WithContext<ProfessionalService> | WithContext<Service> | WithContext<Blog> | WithContext<BlogPosting>;

function absolute(site: Site, path: string): string {
  return `${site.brand.url}${path === '/' ? '' : path}` || site.brand.url;
}

/**
 * The agency as an organisation, with its legal identity: the ragione sociale, the Partita IVA (vatID), the REA number
 * (an identifier), the PEC (a contact point) and the share capital (schema.org has no term for it, so it is one of the
 * business's PropertyValues, named as the footer names it).
 */
export function localBusiness(site: Site): WithContext<ProfessionalService> {
  const { address } = site.contact;
  const { legal } = site;
  const labels = site.footer.legalIdentity;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.brand.url}/#agency`,
    name: site.brand.name,
    legalName: legal.ragioneSociale.value,
    vatID: legal.partitaIva.value,
    identifier: { '@type': 'PropertyValue', propertyID: labels.rea, value: legal.rea.value },
    additionalProperty: { '@type': 'PropertyValue', name: labels.shareCapital, value: legal.capitaleSociale.value },
    contactPoint: { '@type': 'ContactPoint', contactType: labels.pec, email: legal.pec.value },
    description: site.brand.tagline,
    url: site.brand.url,
    logo: `${site.brand.url}${site.brand.logo.src}`,
    image: `${site.brand.url}${site.brand.defaultOgImage.src}`,
    telephone: site.contact.phone,
    email: site.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.province,
      addressCountry: address.country,
    },
    openingHoursSpecification: site.contact.hours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days.map((day) => `https://schema.org/${day}` as const),
        opens: hours.opens ?? '',
        closes: hours.closes ?? '',
      })),
    areaServed: site.contact.areasServed.map((name) => ({ '@type': 'City', name })),
  };
}

export function service(page: PageData, site: Site): WithContext<Service> {
  const offers = page.sections.flatMap(sectionOffers);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    description: page.description,
    url: absolute(site, page.path),
    provider: { '@id': `${site.brand.url}/#agency` },
    areaServed: site.contact.areasServed.map((name) => ({ '@type': 'City', name })),
    ...(offers.length > 0 ? { offers } : {}),
  };
}

function structuredDataOfKind(kind: PageData['structuredData'][number], page: PageData, site: Site): JsonLd {
  switch (kind) {
    case 'local-business':
      return localBusiness(site);
    case 'service':
      return service(page, site);
    case 'blog':
      return blog(page, site);
  }
}

export function structuredDataFor(page: PageData, site: Site): JsonLd[] {
  const listed = page.structuredData.map((kind) => structuredDataOfKind(kind, page, site));
  return page.post ? [...listed, blogPosting(page, page.post, site)] : listed;
}
