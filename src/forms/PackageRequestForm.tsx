import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PackageRequest } from '../../schema/package-request.ts';
import type { Site } from '../../schema/site.ts';
import { submitLabels, validationMessages } from '../../schema/form-messages.ts';
import { isSportRequest, packageRequestSentNotice } from '../ui/package-request-copy.ts';
import { closeEnclosingDialog } from './close-dialog.ts';
import { Honeypot } from './Honeypot.tsx';
import { ELAPSED, origine, packageRequestPayload, timedSubmissionContext } from './payloads.ts';
import { PrivacyLink } from './PrivacyLink.tsx';
import { preloadFormsRuntime } from './runtime.ts';
import { CONTACT_ENDPOINT } from './send-contact-email.ts';
import { useContactForm } from './use-contact-form.ts';
import grid from '../ui/Grid.module.css';
import classes from './DialogForm.module.css';

const MESSAGE_ROWS = 4;

/** The field the dialog's opener fills with the package a button names (src/dialogs/open-dialog.ts). */
const PACKAGE_FIELD = 'pacchetto';

/**
 * The quote / package request, sent to the agency under the type and page its YAML declares. Required fields
 * use the browser's own check, as the specification asks. The package and its pre-filled message come from
 * the button that opened the dialog. A failed send keeps every value and says so; without its script it posts
 * as a plain form.
 */
export function PackageRequestForm({
  request,
  copy,
  pageAddress,
  cancelForm,
}: {
  request: PackageRequest;
  copy: Site['dialogs']['packageRequest'];
  /** The page's public address, for `origine` before (or without) the script. */
  pageAddress: string;
  /** The id of the dialog's closing form, which "Annulla" submits: Enter in a field then sends the request, never cancels it. */
  cancelForm: string;
}) {
  const packageField = useRef<HTMLInputElement>(null);
  const origineField = useRef<HTMLInputElement>(null);
  const { handleSubmit, field, isPending } = useContactForm({
    initialValues: { nome: '', cognome: '', azienda: '', email: '', messaggio: '' },
    kind: 'packageRequest',
    // The browser has already refused empty required fields (they are `required`).
    requiredMessage: validationMessages.emailInvalid,
    toPayload: (values, honeypot) =>
      packageRequestPayload(request.type, request.sourceLabel, packageField.current?.value ?? '', values, timedSubmissionContext(honeypot)),
    sentNotice: packageRequestSentNotice(request, copy),
    onSent: closeEnclosingDialog,
  });

  useEffect(() => {
    if (origineField.current) origineField.current.value = origine(request.sourceLabel, window.location.href);
  }, [request.sourceLabel]);

  return (
    <form method="post" action={CONTACT_ENDPOINT} onSubmit={handleSubmit} onFocus={preloadFormsRuntime} className={classes.form}>
      <input type="hidden" name="type" value={request.type} />
      <input ref={origineField} type="hidden" name="origine" defaultValue={origine(request.sourceLabel, pageAddress)} />
      <input ref={packageField} type="hidden" name={PACKAGE_FIELD} />
      {/* Filled as a plain post leaves, when the page's script could not send it itself (src/islands/presses.ts). */}
      <input type="hidden" name={ELAPSED} />
      <Stack gap="md">
        <Text c="ink.6">{copy.text}</Text>
        <div className={`${grid.columns} ${classes.nameRow}`}>
          <TextInput {...field('nome')} label={copy.firstNameLabel} required autoComplete="given-name" data-autofocus />
          <TextInput {...field('cognome')} label={copy.lastNameLabel} required autoComplete="family-name" />
        </div>
        <TextInput {...field('azienda')} label={request.companyLabel ?? copy.companyLabel} required autoComplete="organization" />
        <TextInput {...field('email')} type="email" label={copy.emailLabel} required autoComplete="email" />
        <Textarea {...field('messaggio')} label={copy.messageLabel} rows={MESSAGE_ROWS} />
        <Honeypot />
        <div className={classes.actions}>
          <Button type="submit" form={cancelForm} variant="default">
            {copy.cancel}
          </Button>
          <Button type="submit" color={isSportRequest(request) ? 'accent' : 'brand'} disabled={isPending}>
            {isPending ? submitLabels.sending : copy.submit}
          </Button>
        </div>
        <PrivacyLink />
      </Stack>
    </form>
  );
}
