import { z } from 'zod';
import { clientsSectionSchema } from '../../src/sections/clients/schema.ts';
import { ctaSectionSchema } from '../../src/sections/cta/schema.ts';
import { featuresSectionSchema } from '../../src/sections/features/schema.ts';
import { heroSectionSchema } from '../../src/sections/hero/schema.ts';
import { packagesSectionSchema } from '../../src/sections/packages/schema.ts';
import { pricingSectionSchema } from '../../src/sections/pricing/schema.ts';
import { proseSectionSchema } from '../../src/sections/prose/schema.ts';
import { statsSectionSchema } from '../../src/sections/stats/schema.ts';
import { stepsSectionSchema } from '../../src/sections/steps/schema.ts';
import { testimonialsSectionSchema } from '../../src/sections/testimonials/schema.ts';
import { sportGridSectionSchema } from '../../src/sections/sport-grid/schema.ts';
import { motionSectionSchema } from '../../src/sections/motion/schema.ts';
import { caseStudySectionSchema } from '../../src/sections/case-study/schema.ts';
import { splitSectionSchema } from '../../src/sections/split/schema.ts';
import { teamSectionSchema } from '../../src/sections/team/schema.ts';
import { checklistSectionSchema } from '../../src/sections/checklist/schema.ts';
import { contactInfoSectionSchema } from '../../src/sections/contact-info/schema.ts';
import { mapSectionSchema } from '../../src/sections/map/schema.ts';
import { blogListSectionSchema } from '../../src/sections/blog-list/schema.ts';
import { htmlSectionSchema } from '../../src/sections/html/schema.ts';
import { bannerSectionSchema } from '../../src/sections/banner/schema.ts';
import { contactFormSectionSchema } from '../../src/sections/contact-form/schema.ts';
import { newsletterBoxSectionSchema } from '../../src/sections/newsletter-box/schema.ts';

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
