import { notices, validationMessages } from '../../schema/form-messages.ts';
import { looksEmpty } from '../../schema/text-hygiene.ts';

/**
 * The notice for a refused form, in the specification's words: a required field left empty, else a
 * malformed e-mail. Anything else the function would refuse too (a text too long, a control character)
 * gets the notice the visitor saw when the function refused it.
 */
export function refusal(values: Record<string, string>, invalid: readonly string[], requiredMessage: string): string | undefined {
  if (invalid.length === 0) return undefined;
  if (invalid.some((name) => looksEmpty(values[name] ?? ''))) return requiredMessage;
  if (invalid.includes('email')) return validationMessages.emailInvalid;
  return notices.sendFailed.message;
}
