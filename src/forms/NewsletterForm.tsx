import { Button, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { NewsletterPayload } from '../../schema/contact.ts';
import { GOAL_FORM_ATTRIBUTE } from '../ui/dialog-attributes.ts';
import { closeEnclosingDialog } from './close-dialog.ts';
import { Honeypot } from './Honeypot.tsx';
import { submitLabels, validationMessages, type NoticeCopy } from '../../schema/form-messages.ts';
import { newsletterPayload, ELAPSED, origine, timedSubmissionContext } from './payloads.ts';
import { preloadFormsRuntime } from './runtime.ts';
import { CONTACT_ENDPOINT } from './send-contact-email.ts';
import { useContactForm } from './use-contact-form.ts';
import classes from './NewsletterForm.module.css';

export interface NewsletterFormCopy {
  emailLabel: string;
  placeholder: string;
  button: string;
}

// Written out so zod stays out of the form's hydration; the type checks it against the schema.
const NEWSLETTER_TYPE: NewsletterPayload['type'] = 'Iscrizione Newsletter';

const EMPTY_VALUES = { email: '' };

/**
 * E-mail field and subscribe button, shared by the newsletter panel and the blog box. A plain HTML
 * form posting to the function (it works before and without the script) with an uncontrolled field,
 * so what the visitor typed before hydration stays.
 */
export function NewsletterForm({
  copy,
  sourceLabel,
  subscribedNotice,
  layout,
  pageAddress,
}: {
  copy: NewsletterFormCopy;
  sourceLabel: string;
  /** The page's public address, for `origine` before (or without) the script. */
  pageAddress: string;
  subscribedNotice: NoticeCopy;
  /** "stacked": label, field and a full-width button (panel); "inline": field and button side by side, label for screen readers (box). */
  layout: 'stacked' | 'inline';
}) {
  const origineRef = useRef<HTMLInputElement>(null);
  const { handleSubmit, field, isPending } = useContactForm({
    initialValues: EMPTY_VALUES,
    kind: 'newsletter',
    requiredMessage: validationMessages.emailRequired,
    toPayload: (values, honeypot) => newsletterPayload(values, sourceLabel, timedSubmissionContext(honeypot)),
    sentNotice: subscribedNotice,
    onSent: closeEnclosingDialog,
  });

  useEffect(() => {
    if (origineRef.current) origineRef.current.value = origine(sourceLabel, window.location.href);
  }, [sourceLabel]);

  const inline = layout === 'inline';
  return (
    <form
      // The panel's form counts under its dialog (newsletter); the blog's box is a form of its own.
      {...(inline ? { [GOAL_FORM_ATTRIBUTE]: 'newsletter-box' } : {})}
      className={inline ? classes.inline : classes.stacked}
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate
      onSubmit={handleSubmit}
      onFocus={preloadFormsRuntime}
    >
      <input type="hidden" name="type" value={NEWSLETTER_TYPE} />
      {/* Filled as a plain post leaves, when the page's script could not send it itself (src/islands/presses.ts). */}
      <input type="hidden" name={ELAPSED} />
      <input ref={origineRef} type="hidden" name="origine" defaultValue={origine(sourceLabel, pageAddress)} />
      <TextInput
        className={classes.field}
        {...field('email')}
        type="email"
        autoComplete="email"
        size="md"
        label={inline ? undefined : copy.emailLabel}
        aria-label={inline ? copy.emailLabel : undefined}
        placeholder={copy.placeholder}
      />
      <Honeypot />
      <Button
        type="submit"
        size="md"
        color={inline ? 'accent' : 'brand'}
        disabled={isPending}
        fullWidth={!inline}
        className={classes.submit}
      >
        {isPending ? submitLabels.subscribing : copy.button}
      </Button>
    </form>
  );
}
