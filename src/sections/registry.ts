import type { SectionComponentLoaders } from './section-props.ts';

/**
 * The registry: how to load the component of each section type. Each component is its own chunk,
 * so a page loads only the sections it uses. Typed so a type without a component, or a component
 * fed another type's data, fails the type check.
 */
export const sectionLoaders: SectionComponentLoaders = {
  hero: () => import('./hero/Hero.tsx').then((module) => module.Hero),
  stats: () => import('./stats/Stats.tsx').then((module) => module.Stats),
  features: () => import('./features/Features.tsx').then((module) => module.Features),
  clients: () => import('./clients/Clients.tsx').then((module) => module.Clients),
  testimonials: () => import('./testimonials/Testimonials.tsx').then((module) => module.Testimonials),
  steps: () => import('./steps/Steps.tsx').then((module) => module.Steps),
  cta: () => import('./cta/Cta.tsx').then((module) => module.Cta),
  pricing: () => import('./pricing/Pricing.tsx').then((module) => module.Pricing),
  packages: () => import('./packages/Packages.tsx').then((module) => module.Packages),
  prose: () => import('./prose/Prose.tsx').then((module) => module.Prose),
  'sport-grid': () => import('./sport-grid/SportGrid.tsx').then((module) => module.SportGrid),
  motion: () => import('./motion/Motion.tsx').then((module) => module.Motion),
  'case-study': () => import('./case-study/CaseStudy.tsx').then((module) => module.CaseStudy),
  split: () => import('./split/Split.tsx').then((module) => module.Split),
  team: () => import('./team/Team.tsx').then((module) => module.Team),
  checklist: () => import('./checklist/Checklist.tsx').then((module) => module.Checklist),
  'contact-info': () => import('./contact-info/ContactInfo.tsx').then((module) => module.ContactInfo),
  map: () => import('./map/Map.tsx').then((module) => module.Map),
  'blog-list': () => import('./blog-list/BlogList.tsx').then((module) => module.BlogList),
  html: () => import('./html/Html.tsx').then((module) => module.Html),
  banner: () => import('./banner/Banner.tsx').then((module) => module.Banner),
  'contact-form': () => import('./contact-form/ContactForm.tsx').then((module) => module.ContactForm),
  'newsletter-box': () => import('./newsletter-box/NewsletterBox.tsx').then((module) => module.NewsletterBox),
};
