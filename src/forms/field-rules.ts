import './zod-jitless.ts';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { formFieldSchemas } from '../../schema/contact.ts';

export type FormKind = keyof typeof formFieldSchemas;

/**
 * The fields of a form the function would refuse, each with zod's reason (the notice says it in Italian).
 * Loaded on the first focus of a form (with the notices) or at its first submit: zod is 27 KB gzipped,
 * too much for a form's hydration.
 */
export function fieldErrors(kind: FormKind, values: Record<string, string>): FormErrors {
  return schemaResolver(formFieldSchemas[kind], { sync: true })(values);
}
