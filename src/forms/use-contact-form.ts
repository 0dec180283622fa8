import { useForm, type FormErrors } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { ContactPayload } from '../../schema/contact.ts';
import { ERROR_TITLE, notices, type NoticeCopy } from '../../schema/form-messages.ts';
import type { FormKind } from './field-rules.ts';
import { HONEYPOT } from './Honeypot.tsx';
import { formsQueryClient } from './query-client.ts';
import { loadFieldRules, notify } from './runtime.ts';
import { sendContactEmail } from './send-contact-email.ts';
import { refusal } from './refusal.ts';

type FieldValues = Record<string, string>;

interface ContactFormOptions<Values extends FieldValues> {
  initialValues: Values;
  /** Which form's fields in the shared schema (schema/contact.ts `formFieldSchemas`): the rules the function applies. */
  kind: FormKind;
  /** The notice when a required field is empty. */
  requiredMessage: string;
  /** The payload to send. */
  toPayload: (values: Values, honeypot: string) => ContactPayload;
  sentNotice: NoticeCopy;
  /** After the notice, with the form just cleared: a dialog's form closes its dialog. */
  onSent?: (form: HTMLFormElement) => void;
}

function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The four forms' one cycle: @mantine/form holds the values and the fields to fix, checked with the
 * shared schema; useMutation sends the payload. The fields stay uncontrolled (no `key`, no value from
 * the form), so text typed before the form hydrated is kept: the values are read from the fields on submit.
 * On failure the error notice shows and nothing typed is lost.
 */
export function useContactForm<Values extends FieldValues>({
  initialValues,
  kind,
  requiredMessage,
  toPayload,
  sentNotice,
  onSent,
}: ContactFormOptions<Values>) {
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    // The shared schema's rules load on the first focus, not with the form's hydration (see field-rules.ts).
    validate: async (values) => (await loadFieldRules()).fieldErrors(kind, values),
  });
  const mutation = useMutation(
    {
      mutationKey: ['send-contact-email'],
      mutationFn: (payload: ContactPayload) => sendContactEmail(payload),
      onError: (error, payload) => {
        console.error(`send-contact-email failed for "${payload.type}"`, error);
        void notify({ tone: 'error', ...notices.sendFailed });
      },
    },
    formsQueryClient,
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || form.validating) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = Object.fromEntries(Object.keys(initialValues).map((name) => [name, textOf(data, name)])) as Values;
    form.setValues(values);
    let errors: FormErrors;
    try {
      ({ errors } = await form.validate());
    } catch (error) {
      console.error('Could not load the form scripts', error);
      return;
    }
    const problem = refusal(values, Object.keys(errors), requiredMessage);
    if (problem) {
      void notify({ tone: 'error', title: ERROR_TITLE, message: problem });
      return;
    }
    const done = () => {
      element.reset();
      form.reset();
      void notify({ tone: 'success', ...sentNotice });
      onSent?.(element);
    };
    mutation.mutate(toPayload(values, textOf(data, HONEYPOT)), { onSuccess: done });
  };

  /** Props for a field: its name, the error highlight (the notice says what is wrong), and the highlight going once it is edited. */
  const field = (name: keyof Values & string) => ({
    name,
    error: Boolean(form.errors[name]),
    onChange: () => form.clearFieldError(name),
  });

  return { handleSubmit, field, isPending: mutation.isPending };
}
