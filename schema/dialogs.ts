import { z } from 'zod';

/** The named dialogs a button can open. Their copy lives in the site file under `dialogs`. */
export const dialogNames = ['newsletter', 'consultation', 'contact', 'contact-now', 'booking'] as const;

export type DialogName = (typeof dialogNames)[number];

export const dialogNameSchema = z
  .enum(dialogNames)
  .describe(
    'Finestra da aprire: "newsletter" (pannello newsletter), "consultation" (richiesta di consulenza), "contact" (telefono ed e-mail), "contact-now" (Contattaci Ora), "booking" (prenotazione consulenza).',
  );
