import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import type { PackageRequest } from '../../schema/package-request.ts';
import type { Site } from '../../schema/site.ts';
import { submitLabels, validationMessages } from '../../schema/form-messages.ts';
import { isSportRequest, packageRequestSentNotice } from '../ui/package-request-copy.ts';
import { closeEnclosingDialog } from './close-dialog.ts';
import { Honeypot } from './Honeypot.tsx';
import { photoVideoPackagePayload, submissionContext } from './payloads.ts';
import { preloadFormsRuntime } from './runtime.ts';
import { useContactForm } from './use-contact-form.ts';
import classes from './DialogForm.module.css';

const MESSAGE_ROWS = 4;

/** The field the dialog's opener fills with the package a button names (src/dialogs/open-dialog.ts). */
const PACKAGE_FIELD = 'pacchetto';

/**
 * The quote / package request. Required fields use the browser's own check, as the specification asks.
 * The package and its pre-filled message come from the button that opened the dialog. Only the photo/video
 * pages send the request; the others confirm and clear without a call.
 */
export function PackageRequestForm({ request, copy }: { request: PackageRequest; copy: Site['dialogs']['packageRequest'] }) {
  const sends = request.submit === 'photo-video';
  const packageField = useRef<HTMLInputElement>(null);
  const { handleSubmit, field, isPending } = useContactForm({
    initialValues: { nome: '', cognome: '', azienda: '', email: '', messaggio: '' },
    kind: 'packageRequest',
    // The browser has already refused empty required fields (they are `required`).
    requiredMessage: validationMessages.emailInvalid,
    toPayload: (values, honeypot) =>
      sends ? photoVideoPackagePayload(packageField.current?.value ?? '', values, submissionContext(honeypot)) : undefined,
    sentNotice: packageRequestSentNotice(request, copy),
    onSent: closeEnclosingDialog,
  });

  return (
    <form onSubmit={handleSubmit} onFocus={preloadFormsRuntime} className={classes.form}>
      <input ref={packageField} type="hidden" name={PACKAGE_FIELD} />
      <Stack gap="md">
        <Text c="ink.6">{copy.text}</Text>
        <div className={classes.nameRow}>
          <TextInput {...field('nome')} label={copy.firstNameLabel} required autoComplete="given-name" data-autofocus />
          <TextInput {...field('cognome')} label={copy.lastNameLabel} required autoComplete="family-name" />
        </div>
        <TextInput {...field('azienda')} label={request.companyLabel ?? copy.companyLabel} required autoComplete="organization" />
        <TextInput {...field('email')} type="email" label={copy.emailLabel} required autoComplete="email" />
        <Textarea {...field('messaggio')} label={copy.messageLabel} rows={MESSAGE_ROWS} />
        {sends && <Honeypot />}
        <div className={classes.actions}>
          <Button type="submit" formMethod="dialog" formNoValidate variant="default">
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
