import { z } from 'zod';
import { clientsSectionSchema } from './clients.ts';
import { ctaSectionSchema } from './cta.ts';
import { featuresSectionSchema } from './features.ts';
import { heroSectionSchema } from './hero.ts';
import { packagesSectionSchema } from './packages.ts';
import { pricingSectionSchema } from './pricing.ts';
import { proseSectionSchema } from './prose.ts';
import { statsSectionSchema } from './stats.ts';
import { stepsSectionSchema } from './steps.ts';
import { testimonialsSectionSchema } from './testimonials.ts';
import { sportGridSectionSchema } from './sport-grid.ts';
import { motionSectionSchema } from './motion.ts';
import { caseStudySectionSchema } from './case-study.ts';
import { splitSectionSchema } from './split.ts';
import { teamSectionSchema } from './team.ts';
import { checklistSectionSchema } from './checklist.ts';
import { contactInfoSectionSchema } from './contact-info.ts';
import { mapSectionSchema } from './map.ts';
import { blogListSectionSchema } from './blog-list.ts';
import { htmlSectionSchema } from './html.ts';
import { bannerSectionSchema } from './banner.ts';
import { contactFormSectionSchema } from './contact-form.ts';
import { newsletterBoxSectionSchema } from './newsletter-box.ts';

/** The registry of section schemas: one line per section type. */
export const sectionSchemas = [
  heroSectionSchema,
  statsSectionSchema,
  featuresSectionSchema,
  clientsSectionSchema,
  testimonialsSectionSchema,
  stepsSectionSchema,
  ctaSectionSchema,
  pricingSectionSchema,
  packagesSectionSchema,
  proseSectionSchema,
  sportGridSectionSchema,
  motionSectionSchema,
  caseStudySectionSchema,
  splitSectionSchema,
  teamSectionSchema,
  checklistSectionSchema,
  contactInfoSectionSchema,
  mapSectionSchema,
  blogListSectionSchema,
  htmlSectionSchema,
  bannerSectionSchema,
  contactFormSectionSchema,
  newsletterBoxSectionSchema,
] as const;

export const sectionSchema = z
  .discriminatedUnion('type', [...sectionSchemas])
  .describe('Una sezione della pagina; "type" dice quale.');

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOfType<Type extends SectionType> = Extract<Section, { type: Type }>;

export const sectionTypes: readonly SectionType[] = sectionSchemas.map((schema) => schema.shape.type.value);
