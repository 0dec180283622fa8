import type { z } from 'zod';
import type { formFieldSchemas } from '../../schema/contact.ts';

/** What a visitor fills in on each form, as the shared schema reads it. */
export type NewsletterValues = z.input<typeof formFieldSchemas.newsletter>;
export type ConsultationValues = z.input<typeof formFieldSchemas.consultation>;
export type ContactFormValues = z.input<typeof formFieldSchemas.contactForm>;
export type PackageRequestValues = z.input<typeof formFieldSchemas.packageRequest>;
