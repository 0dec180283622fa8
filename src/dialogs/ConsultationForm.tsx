import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Site } from '../../schema/site.ts';
import { Honeypot } from '../forms/Honeypot.tsx';
import { ERROR_TITLE, notices, submitLabels } from '../../schema/form-messages.ts';
import { useSendContactEmail } from '../forms/mutations.ts';
import { consultationPayload, submissionContext } from '../forms/payloads.ts';
import { notify, preloadFormsRuntime } from '../forms/runtime.ts';
import { looksLikeEmail, validateConsultation, type ConsultationValues } from '../forms/validation.ts';
import classes from './dialog-forms.module.css';

const EMPTY_VALUES: ConsultationValues = { nome: '', email: '' };

/** Name and e-mail for the free consultation: the consultation popup and the AI page's booking dialog. */
export function ConsultationForm({ copy, onSent }: { copy: Site['dialogs']['consultation']; onSent: () => void }) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const { mutate, isPending } = useSendContactEmail();
  useEffect(preloadFormsRuntime, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problem = validateConsultation(values);
    setShowProblems(problem !== undefined);
    if (problem) {
      void notify({ tone: 'error', title: ERROR_TITLE, message: problem });
      return;
    }
    const sent = await mutate(consultationPayload(values, submissionContext(honeypot)));
    if (!sent) return;
    setValues(EMPTY_VALUES);
    setHoneypot('');
    void notify({ tone: 'success', ...notices.consultationSent });
    onSent();
  }

  const emailToFix = showProblems && (values.email.trim() === '' || !looksLikeEmail(values.email));
  return (
    <form noValidate onSubmit={handleSubmit} className={classes.form}>
      <Stack gap="md">
        <Text c="ink.6">{copy.text}</Text>
        <TextInput
          name="nome"
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          autoComplete="name"
          withAsterisk
          aria-required
          data-autofocus
          value={values.nome}
          error={showProblems && values.nome.trim() === ''}
          onChange={(event) => {
            const nome = event.currentTarget.value;
            setValues((current) => ({ ...current, nome }));
          }}
        />
        <TextInput
          name="email"
          type="email"
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
          withAsterisk
          aria-required
          value={values.email}
          error={emailToFix}
          onChange={(event) => {
            const email = event.currentTarget.value;
            setValues((current) => ({ ...current, email }));
          }}
        />
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <Button type="submit" size="md" fullWidth disabled={isPending}>
          {isPending ? submitLabels.sending : copy.submit}
        </Button>
        <Text size="sm" c="ink.5" ta="center">
          {copy.note}
        </Text>
      </Stack>
    </form>
  );
}
