import { z } from 'zod';
import { anchorIdSchema, internalPathSchema } from './primitives.ts';
import { dialogNameSchema } from './dialogs.ts';
import { iconNameSchema } from './icons.ts';

export const routeActionSchema = z
  .strictObject({
    type: z.literal('route'),
    to: internalPathSchema.meta({ title: 'Pagina' }),
  })
  .describe('Va a un’altra pagina del sito.');

export const anchorActionSchema = z
  .strictObject({
    type: z.literal('anchor'),
    target: anchorIdSchema.meta({ title: 'Sezione di destinazione' }),
  })
  .describe('Scorre fino a una sezione della stessa pagina (la sezione deve avere quell’"id").');

export const dialogActionSchema = z
  .strictObject({
    type: z.literal('dialog'),
    dialog: dialogNameSchema.meta({ title: 'Finestra' }),
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
    label: z.string().trim().min(1).meta({ title: 'Testo del pulsante', description: 'Testo del pulsante.' }),
    action: actionSchema.meta({ title: 'Azione' }),
    variant: z.enum(['primary', 'secondary', 'outline', 'light', 'white']).default('primary').meta({
      title: 'Aspetto',
      description: 'Aspetto: "primary" (pieno), "secondary" (colore accento), "outline", "light", "white" (su sfondi colorati).',
    }),
    icon: iconNameSchema.optional().meta({ title: 'Icona', description: 'Icona a destra del testo (nome del set del sito).' }),
  })
  .describe('Un pulsante con il suo testo e la sua azione.');

export type Button = z.infer<typeof buttonSchema>;

export const linkSchema = z
  .strictObject({
    label: z.string().trim().min(1).meta({ title: 'Testo del link', description: 'Testo del link.' }),
    action: actionSchema.meta({ title: 'Azione' }),
  })
  .describe('Un link testuale con la sua azione.');

export type Link = z.infer<typeof linkSchema>;
