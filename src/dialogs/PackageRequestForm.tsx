import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { PackageRequest } from '../../schema/package-request.ts';
import type { Site } from '../../schema/site.ts';
import { Honeypot } from '../forms/Honeypot.tsx';
import { submitLabels } from '../../schema/form-messages.ts';
import { useSendContactEmail } from '../forms/mutations.ts';
import { photoVideoPackagePayload, submissionContext } from '../forms/payloads.ts';
import { notify, preloadFormsRuntime } from '../forms/runtime.ts';
import type { PackageRequestValues } from '../forms/validation.ts';
import type { RequestedPackage } from './dialog-request.ts';
import { isSportRequest, packageRequestSentNotice, prefilledMessage } from './package-request-copy.ts';
import classes from './dialog-forms.module.css';

const MESSAGE_ROWS = 4;

/**
 * The quote / package request. Required fields use the browser's own check, as the specification asks.
 * Only the photo/video pages send the request; the others confirm and clear without a call.
 */
export function PackageRequestForm({
  request,
  requestedPackage,
  copy,
  onCancel,
  onSent,
}: {
  request: PackageRequest;
  requestedPackage: RequestedPackage;
  copy: Site['dialogs']['packageRequest'];
  onCancel: () => void;
  onSent: () => void;
}) {
  const emptyValues: PackageRequestValues = {
    nome: '',
    cognome: '',
    azienda: '',
    email: '',
    messaggio: prefilledMessage(request, requestedPackage, copy),
  };
  const [values, setValues] = useState(emptyValues);
  const [honeypot, setHoneypot] = useState('');
  const { mutate, isPending } = useSendContactEmail();
  const sends = request.submit === 'photo-video';
  useEffect(preloadFormsRuntime, []);

  const field = (name: keyof PackageRequestValues) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (sends) {
      const sent = await mutate(photoVideoPackagePayload(requestedPackage.name, values, submissionContext(honeypot)));
      if (!sent) return;
    }
    setValues({ nome: '', cognome: '', azienda: '', email: '', messaggio: '' });
    setHoneypot('');
    void notify({ tone: 'success', ...packageRequestSentNotice(request, copy) });
    onSent();
  }

  return (
    <form onSubmit={handleSubmit} className={classes.form} data-package={requestedPackage.name}>
      <Stack gap="md">
        <Text c="ink.6">{copy.text}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...field('nome')} label={copy.firstNameLabel} required autoComplete="given-name" data-autofocus />
          <TextInput {...field('cognome')} label={copy.lastNameLabel} required autoComplete="family-name" />
        </SimpleGrid>
        <TextInput {...field('azienda')} label={request.companyLabel ?? copy.companyLabel} required autoComplete="organization" />
        <TextInput {...field('email')} type="email" label={copy.emailLabel} required autoComplete="email" />
        <Textarea {...field('messaggio')} label={copy.messageLabel} rows={MESSAGE_ROWS} />
        {sends && <Honeypot value={honeypot} onChange={setHoneypot} />}
        <div className={classes.actions}>
          <Button type="button" variant="default" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button type="submit" color={isSportRequest(request) ? 'accent' : 'brand'} disabled={isPending}>
            {isPending ? submitLabels.sending : copy.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
