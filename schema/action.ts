import { z } from 'zod';
import { anchorIdSchema, internalPathSchema } from './primitives.ts';
import { dialogNameSchema } from './dialogs.ts';
import { iconNameSchema } from './icons.ts';

export const routeActionSchema = z
  .strictObject({
    type: z.literal('route'),
    to: internalPathSchema,
  })
  .describe('Va a un’altra pagina del sito.');

export const anchorActionSchema = z
  .strictObject({
    type: z.literal('anchor'),
    target: anchorIdSchema,
  })
  .describe('Scorre fino a una sezione della stessa pagina (la sezione deve avere quell’"id").');

export const dialogActionSchema = z
  .strictObject({
    type: z.literal('dialog'),
    dialog: dialogNameSchema,
  })
  .describe('Apre una finestra del sito.');

export const telActionSchema = z
  .strictObject({ type: z.literal('tel') })
  .describe('Chiama il numero di telefono dell’agenzia (dal file del sito).');

export const mailtoActionSchema = z
  .strictObject({ type: z.literal('mailto') })
  .describe('Scrive all’indirizzo e-mail dell’agenzia (dal file del sito).');

export const chatActionSchema = z
  .strictObject({ type: z.literal('chat') })
  .describe('Apre la chat di messaggistica con il saluto precompilato (dal file del sito).');

export const actionSchema = z
  .discriminatedUnion('type', [
    routeActionSchema,
    anchorActionSchema,
    dialogActionSchema,
    telActionSchema,
    mailtoActionSchema,
    chatActionSchema,
  ])
  .describe('Che cosa fa il pulsante: route, anchor, dialog, tel, mailto o chat.');

export type Action = z.infer<typeof actionSchema>;

export const buttonSchema = z
  .strictObject({
    label: z.string().trim().min(1).describe('Testo del pulsante.'),
    action: actionSchema,
    variant: z
      .enum(['primary', 'secondary', 'outline', 'light', 'white'])
      .default('primary')
      .describe('Aspetto: "primary" (pieno), "secondary" (colore accento), "outline", "light", "white" (su sfondi colorati).'),
    icon: iconNameSchema.optional().describe('Icona a destra del testo (nome del set del sito).'),
  })
  .describe('Un pulsante con il suo testo e la sua azione.');

export type Button = z.infer<typeof buttonSchema>;

export const linkSchema = z
  .strictObject({
    label: z.string().trim().min(1).describe('Testo del link.'),
    action: actionSchema,
  })
  .describe('Un link testuale con la sua azione.');

export type Link = z.infer<typeof linkSchema>;
