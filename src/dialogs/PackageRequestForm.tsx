import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { PackageRequest } from '../../schema/package-request.ts';
import type { Site } from '../../schema/site.ts';
import { Honeypot } from '../forms/Honeypot.tsx';
import { submitLabels, validationMessages } from '../../schema/form-messages.ts';
import { photoVideoPackagePayload, submissionContext } from '../forms/payloads.ts';
import { preloadFormsRuntime } from '../forms/runtime.ts';
import { useContactForm } from '../forms/use-contact-form.ts';
import type { RequestedPackage } from '../ui/dialog-request.ts';
import { isSportRequest, packageRequestSentNotice, prefilledMessage } from '../ui/package-request-copy.ts';
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
  const sends = request.submit === 'photo-video';
  const { handleSubmit, field, isPending } = useContactForm({
    initialValues: { nome: '', cognome: '', azienda: '', email: '', messaggio: '' },
    kind: 'packageRequest',
    // The browser has already refused empty required fields (they are `required`).
    requiredMessage: validationMessages.emailInvalid,
    toPayload: (values, honeypot) =>
      sends ? photoVideoPackagePayload(requestedPackage.name, values, submissionContext(honeypot)) : undefined,
    sentNotice: packageRequestSentNotice(request, copy),
    onSent,
  });
  useEffect(preloadFormsRuntime, []);

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
        <Textarea
          {...field('messaggio')}
          defaultValue={prefilledMessage(request, requestedPackage, copy)}
          label={copy.messageLabel}
          rows={MESSAGE_ROWS}
        />
        {sends && <Honeypot />}
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
