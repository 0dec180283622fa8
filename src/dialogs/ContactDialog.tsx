import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import type { ReactNode } from 'react';
import site from 'virtual:site';
import { mailtoHref, telHref } from '../ui/action-props.ts';
import { ThemeIcon } from '../ui/ThemeIcon.tsx';

/** One way to reach the agency: its icon, what it is, and the link itself. */
function ContactLine({ icon, label, href, value }: { icon: ReactNode; label: string; href: string; value: string }) {
  return (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="ink.5">
          {label}
        </Text>
        <Anchor href={href} fw={700} size="lg">
          {value}
        </Anchor>
      </div>
    </Group>
  );
}

/** A contact dialog's body: its introduction, then the ways to reach the agency. */
function ContactBody({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Text c="ink.6">{text}</Text>
      {children}
    </Stack>
  );
}

/** Phone and e-mail as links: the sport pages' "Consulenza Gratuita" modal. */
export function ContactDialogBody() {
  const copy = site.dialogs.contact;
  return (
    <ContactBody text={copy.text}>
      <ContactLine
        icon={<SpriteIcon icon={IconPhone} size={22} />}
        label={copy.phoneLabel}
        href={telHref()}
        value={site.contact.phoneDisplay}
      />
      <ContactLine icon={<SpriteIcon icon={IconMail} size={22} />} label={copy.emailLabel} href={mailtoHref()} value={site.contact.email} />
    </ContactBody>
  );
}

/** The "contact now" dialog of the about page: a phone button and an e-mail button. */
export function ContactNowDialogBody() {
  const copy = site.dialogs.contactNow;
  return (
    <ContactBody text={copy.text}>
      <Button component="a" href={telHref()} leftSection={<SpriteIcon icon={IconPhone} size={18} />} fullWidth>
        {copy.phoneButton} · {site.contact.phoneDisplay}
      </Button>
      <Button component="a" href={mailtoHref()} variant="outline" leftSection={<SpriteIcon icon={IconMail} size={18} />} fullWidth>
        {copy.emailButton}
      </Button>
    </ContactBody>
  );
}
