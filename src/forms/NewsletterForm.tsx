import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Honeypot } from './Honeypot.tsx';
import { ERROR_TITLE, submitLabels, type NoticeCopy } from './messages.ts';
import { useSendContactEmail } from './mutations.ts';
import { newsletterPayload, submissionContext } from './payloads.ts';
import { notify, preloadFormsRuntime } from './runtime.ts';
import { validateNewsletter } from './validation.ts';
import classes from './NewsletterForm.module.css';

export interface NewsletterFormCopy {
  emailLabel: string;
  placeholder: string;
  button: string;
}

/** E-mail field and subscribe button, shared by the newsletter panel and the blog box. */
export function NewsletterForm({
  copy,
  sourceLabel,
  subscribedNotice,
  layout,
  onSubscribed,
}: {
  copy: NewsletterFormCopy;
  sourceLabel: string;
  subscribedNotice: NoticeCopy;
  /** "stacked": label, field and a full-width button (panel); "inline": field and button side by side, label for screen readers (box). */
  layout: 'stacked' | 'inline';
  onSubscribed?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { mutate, isPending } = useSendContactEmail();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problem = validateNewsletter({ email });
    setInvalid(problem !== undefined);
    if (problem) {
      void notify({ tone: 'error', title: ERROR_TITLE, message: problem });
      return;
    }
    const sent = await mutate(newsletterPayload({ email }, sourceLabel, submissionContext(honeypot)));
    if (!sent) return;
    setEmail('');
    setHoneypot('');
    void notify({ tone: 'success', ...subscribedNotice });
    onSubscribed?.();
  }

  const inline = layout === 'inline';
  return (
    <form className={inline ? classes.inline : classes.stacked} noValidate onSubmit={handleSubmit} onFocus={preloadFormsRuntime}>
      <TextInput
        className={classes.field}
        type="email"
        name="email"
        autoComplete="email"
        size="md"
        label={inline ? undefined : copy.emailLabel}
        aria-label={inline ? copy.emailLabel : undefined}
        placeholder={copy.placeholder}
        value={email}
        error={invalid}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setInvalid(false);
        }}
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="md" color={inline ? 'accent' : 'brand'} disabled={isPending} fullWidth={!inline} className={classes.submit}>
        {isPending ? submitLabels.subscribing : copy.button}
      </Button>
    </form>
  );
}
