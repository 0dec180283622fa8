import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { Site } from '../../schema/site.ts';
import { notices, submitLabels, validationMessages } from '../../schema/form-messages.ts';
import { closeEnclosingDialog } from './close-dialog.ts';
import { Honeypot } from './Honeypot.tsx';
import { consultationPayload, timedSubmissionContext } from './payloads.ts';
import { PrivacyLink } from './PrivacyLink.tsx';
import { preloadFormsRuntime } from './runtime.ts';
import { useContactForm } from './use-contact-form.ts';
import classes from './DialogForm.module.css';

const EMPTY_VALUES = { nome: '', email: '' };

/** Name and e-mail for the free consultation: the consultation popup and the AI page's booking dialog. */
export function ConsultationForm({ copy }: { copy: Site['dialogs']['consultation'] }) {
  const { handleSubmit, field, isPending } = useContactForm({
    initialValues: EMPTY_VALUES,
    kind: 'consultation',
    requiredMessage: validationMessages.consultationRequired,
    toPayload: (values, honeypot) => consultationPayload(values, timedSubmissionContext(honeypot)),
    sentNotice: notices.consultationSent,
    onSent: closeEnclosingDialog,
  });

  return (
    <form noValidate onSubmit={handleSubmit} onFocus={preloadFormsRuntime} className={classes.form}>
      <Stack gap="md">
        <Text c="ink.6">{copy.text}</Text>
        <TextInput
          {...field('nome')}
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          autoComplete="name"
          withAsterisk
          aria-required
          data-autofocus
        />
        <TextInput
          {...field('email')}
          type="email"
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
          withAsterisk
          aria-required
        />
        <Honeypot />
        <Button type="submit" size="md" fullWidth disabled={isPending}>
          {isPending ? submitLabels.sending : copy.submit}
        </Button>
        <PrivacyLink />
        <Text size="sm" c="ink.5" ta="center">
          {copy.note}
        </Text>
      </Stack>
    </form>
  );
}
