/**
 * Fields renamed so that one meaning has one name everywhere (hero's "intro" is the "text" of banner and cta; hero's
 * "variant" the "tone" of banner; pricing's "highlight" the "popular" of packages). The lint names the new field
 * wherever the old one is written and the new one is allowed.
 */
export const renamedFields: Readonly<Record<string, string>> = {
  intro: 'text',
  variant: 'tone',
  highlight: 'popular',
};
