import { Clients } from './clients/Clients.tsx';
import { Cta } from './cta/Cta.tsx';
import { Features } from './features/Features.tsx';
import { Hero } from './hero/Hero.tsx';
import { Packages } from './packages/Packages.tsx';
import { Pricing } from './pricing/Pricing.tsx';
import { Prose } from './prose/Prose.tsx';
import type { SectionComponentMap } from './section-props.ts';
import { Stats } from './stats/Stats.tsx';
import { Steps } from './steps/Steps.tsx';
import { Testimonials } from './testimonials/Testimonials.tsx';
import { SportGrid } from './sport-grid/SportGrid.tsx';
import { Motion } from './motion/Motion.tsx';
import { CaseStudy } from './case-study/CaseStudy.tsx';
import { Split } from './split/Split.tsx';
import { Team } from './team/Team.tsx';
import { Checklist } from './checklist/Checklist.tsx';
import { ContactInfo } from './contact-info/ContactInfo.tsx';
import { Map } from './map/Map.tsx';
import { BlogList } from './blog-list/BlogList.tsx';
import { Html } from './html/Html.tsx';
import { Banner } from './banner/Banner.tsx';
import { ContactForm } from './contact-form/ContactForm.tsx';
import { NewsletterBox } from './newsletter-box/NewsletterBox.tsx';

export const sectionComponents: SectionComponentMap = {
  hero: Hero,
  stats: Stats,
  features: Features,
  clients: Clients,
  testimonials: Testimonials,
  steps: Steps,
  cta: Cta,
  pricing: Pricing,
  packages: Packages,
  prose: Prose,
  'sport-grid': SportGrid,
  motion: Motion,
  'case-study': CaseStudy,
  split: Split,
  team: Team,
  checklist: Checklist,
  'contact-info': ContactInfo,
  map: Map,
  'blog-list': BlogList,
  html: Html,
  banner: Banner,
  'contact-form': ContactForm,
  'newsletter-box': NewsletterBox,
};
