import { clsx } from 'clsx';
import { Button, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import { useEffect, useId, useRef } from 'react';
import site from 'virtual:site';
import type { ContactFormPayload } from '../../../schema/contact.ts';
import { GOAL_FORM_ATTRIBUTE } from '../../ui/dialog-attributes.ts';
import { MESSAGE_PARAM } from '../../ui/dialog-link.ts';
import { Honeypot } from '../../forms/Honeypot.tsx';
import { PrivacyLink } from '../../forms/PrivacyLink.tsx';
import { notices, submitLabels, validationMessages } from '../../../schema/form-messages.ts';
import { contactFormPayload, ELAPSED, origine, timedSubmissionContext } from '../../forms/payloads.ts';
import { preloadFormsRuntime } from '../../forms/runtime.ts';
import { CONTACT_ENDPOINT } from '../../forms/send-contact-email.ts';
import { useContactForm } from '../../forms/use-contact-form.ts';
import { isInverted, SectionShell } from '../../ui/SectionShell.tsx';
import { IconList } from '../../ui/IconList.tsx';
import invertedTone from '../../ui/InvertedTone.module.css';
import typography from '../../ui/Typography.module.css';
import grid from '../../ui/Grid.module.css';
import classes from './ContactForm.module.css';
import { useHeadingLevel } from '../../ui/heading-level.tsx';
import type { ContactFormSection } from './schema.ts';

// Written out so zod stays out of the form's hydration; the type checks it against the schema.
const CONTACT_FORM_TYPE: ContactFormPayload['type'] = 'Contatto dal Sito';

const EMPTY_VALUES = { nome: '', email: '', telefono: '', azienda: '', messaggio: '' };

/** The one-line fields in their order: the payload's name, the YAML's wording for it, the browser's autofill hint. */
const ONE_LINE_FIELDS = [
  { name: 'nome', copy: 'name', type: undefined, autoComplete: 'name', required: true },
  { name: 'email', copy: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'telefono', copy: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'azienda', copy: 'company', type: undefined, autoComplete: 'organization', required: false },
] as const;

/**
 * The contact page's form. It is a plain HTML form that posts to the function, so it works before
 * and without the script; its fields are uncontrolled, so nothing typed before hydration is lost.
 * Once hydrated it validates, sends the lead with the page's address and shows the notice in place.
 */
export function ContactForm({ section, pageAddress = site.brand.url }: { section: ContactFormSection; pageAddress?: string }) {
  const headingLevel = useHeadingLevel();
  const formRef = useRef<HTMLFormElement>(null);
  const origineRef = useRef<HTMLInputElement>(null);
  const { handleSubmit, field, isPending } = useContactForm({
    initialValues: EMPTY_VALUES,
    kind: 'contactForm',
    requiredMessage: validationMessages.contactFormRequired,
    toPayload: (values, honeypot) => contactFormPayload(values, section.sourceLabel, timedSubmissionContext(honeypot)),
    sentNotice: notices.contactFormSent,
  });
  const titleId = useId();
  const { fields } = section;

  // A request button elsewhere on the site leads here with its pre-filled message in the address.
  useEffect(() => {
    const message = new URLSearchParams(window.location.search).get(MESSAGE_PARAM);
    const field = formRef.current?.elements.namedItem('messaggio');
    if (message && field instanceof HTMLTextAreaElement && field.value.trim() === '') field.value = message;
    if (origineRef.current) origineRef.current.value = origine(section.sourceLabel, window.location.href);
  }, [section.sourceLabel]);

  return (
    <SectionShell section={section} heading="own">
      <div className={clsx(classes.layout, isInverted(section) && classes.inverted)}>
        <div className={classes.intro}>
          {section.tagline && <span className={`${typography.tagline} ${invertedTone.accent}`}>{section.tagline}</span>}
          {section.title && (
            <Title order={headingLevel} size="h2" id={titleId} className={`${classes.title} ${invertedTone.strong}`}>
              {section.title}
            </Title>
          )}
          {section.subtitle && <p className={`${typography.lead} ${classes.subtitle}`}>{section.subtitle}</p>}
          {section.points.length > 0 && (
            <IconList
              items={section.points}
              icon={
                <SpriteIcon
                  icon={IconCircleCheck}
                  size={22}
                  stroke={1.8}
                  className={`${classes.check} ${invertedTone.accent}`}
                  aria-hidden
                />
              }
              classNames={{ list: classes.points, item: classes.point }}
            />
          )}
        </div>

        <form
          ref={formRef}
          {...{ [GOAL_FORM_ATTRIBUTE]: 'contact-form' }}
          className={classes.card}
          method="post"
          action={CONTACT_ENDPOINT}
          noValidate
          onSubmit={handleSubmit}
          onFocus={preloadFormsRuntime}
          aria-labelledby={section.title ? titleId : undefined}
        >
          <input type="hidden" name="type" value={CONTACT_FORM_TYPE} />
          {/* Filled as a plain post leaves, when the page's script could not send it itself (src/islands/presses.ts). */}
          <input type="hidden" name={ELAPSED} />
          <input ref={origineRef} type="hidden" name="origine" defaultValue={origine(section.sourceLabel, pageAddress)} />
          <div className={`${grid.columns} ${classes.fields}`}>
            {ONE_LINE_FIELDS.map((one) => (
              <TextInput
                key={one.name}
                {...field(one.name)}
                type={one.type}
                label={fields[one.copy].label}
                placeholder={fields[one.copy].placeholder}
                autoComplete={one.autoComplete}
                aria-required={one.required || undefined}
              />
            ))}
          </div>
          <Textarea
            {...field('messaggio')}
            label={fields.message.label}
            placeholder={fields.message.placeholder}
            rows={5}
            data-prefill-from={MESSAGE_PARAM}
            aria-required
            className={classes.message}
          />
          <Honeypot />
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={isPending}
            rightSection={<SpriteIcon icon={IconSend} size={18} aria-hidden />}
            className={classes.submit}
          >
            {isPending ? submitLabels.sending : section.submitLabel}
          </Button>
          <PrivacyLink className={classes.note} />
          {section.note && <p className={classes.note}>{section.note}</p>}
        </form>
      </div>
    </SectionShell>
  );
}
