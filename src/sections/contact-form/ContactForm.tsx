import { Button, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { Honeypot } from '../../forms/Honeypot.tsx';
import { ERROR_TITLE, notices, submitLabels } from '../../forms/messages.ts';
import { useSendContactEmail } from '../../forms/mutations.ts';
import { contactFormPayload, submissionContext } from '../../forms/payloads.ts';
import { notify, preloadFormsRuntime } from '../../forms/runtime.ts';
import { contactFormFieldsToFix, validateContactForm, type ContactFormValues } from '../../forms/validation.ts';
import { isInverted, SectionShell } from '../../render/SectionShell.tsx';
import type { SectionProps } from '../section-props.ts';
import classes from './ContactForm.module.css';

const EMPTY_VALUES: ContactFormValues = { nome: '', email: '', telefono: '', azienda: '', messaggio: '' };

export function ContactForm({ section }: SectionProps<'contact-form'>) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const { mutate, isPending } = useSendContactEmail();
  const titleId = useId();
  const { fields } = section;

  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const fieldsToFix = showProblems ? contactFormFieldsToFix(values) : [];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problem = validateContactForm(values);
    setShowProblems(problem !== undefined);
    if (problem) {
      void notify({ tone: 'error', title: ERROR_TITLE, message: problem });
      return;
    }
    const sent = await mutate(contactFormPayload(values, section.sourceLabel, submissionContext(honeypot)));
    if (!sent) return;
    setValues(EMPTY_VALUES);
    setHoneypot('');
    void notify({ tone: 'success', ...notices.contactFormSent });
  }

  return (
    <SectionShell section={section}>
      <div className={`${classes.layout} ${isInverted(section) ? classes.inverted : ''}`}>
        <div className={classes.intro}>
          {section.tagline && <span className={classes.tagline}>{section.tagline}</span>}
          {section.title && (
            <Title order={2} id={titleId} className={classes.title}>
              {section.title}
            </Title>
          )}
          {section.subtitle && <p className={classes.subtitle}>{section.subtitle}</p>}
          {section.points.length > 0 && (
            <ul className={classes.points}>
              {section.points.map((point) => (
                <li key={point} className={classes.point}>
                  <IconCircleCheck size={22} stroke={1.8} className={classes.check} aria-hidden />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          )}
        </div>

        <form
          className={classes.card}
          noValidate
          onSubmit={handleSubmit}
          onFocus={preloadFormsRuntime}
          aria-labelledby={section.title ? titleId : undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...field('nome')}
              label={fields.name.label}
              placeholder={fields.name.placeholder}
              autoComplete="name"
              aria-required
              error={fieldsToFix.includes('nome')}
            />
            <TextInput
              {...field('email')}
              type="email"
              label={fields.email.label}
              placeholder={fields.email.placeholder}
              autoComplete="email"
              aria-required
              error={fieldsToFix.includes('email')}
            />
            <TextInput {...field('telefono')} type="tel" label={fields.phone.label} placeholder={fields.phone.placeholder} autoComplete="tel" />
            <TextInput {...field('azienda')} label={fields.company.label} placeholder={fields.company.placeholder} autoComplete="organization" />
          </SimpleGrid>
          <Textarea
            {...field('messaggio')}
            label={fields.message.label}
            placeholder={fields.message.placeholder}
            rows={5}
            aria-required
            error={fieldsToFix.includes('messaggio')}
            className={classes.message}
          />
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <Button type="submit" size="lg" fullWidth disabled={isPending} rightSection={<IconSend size={18} aria-hidden />} className={classes.submit}>
            {isPending ? submitLabels.sending : section.submitLabel}
          </Button>
          {section.note && <p className={classes.note}>{section.note}</p>}
        </form>
      </div>
    </SectionShell>
  );
}
