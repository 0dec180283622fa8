import site from 'virtual:site';

function addressQuery(): string {
  const { brand, contact } = site;
  const { address } = contact;
  return `${brand.name}, ${address.street}, ${address.postalCode} ${address.city} ${address.province}`;
}

/** The agency's address opened in Google Maps: a plain link, so nothing loads until the visitor follows it. */
export function mapsSearchHref(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressQuery())}`;
}

/** Turn-by-turn directions to the agency in Google Maps. */
export function mapsDirectionsHref(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressQuery())}`;
}
