import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import site from 'virtual:site';
import { mailtoHref, telHref } from '../render/action-props.ts';
import { ThemeIcon } from '../render/ThemeIcon.tsx';

/** Phone and e-mail as links: the sport pages' "Consulenza Gratuita" modal. */
export function ContactDialogBody() {
  const copy = site.dialogs.contact;
  return (
    <Stack gap="md">
      <Text c="ink.6">{copy.text}</Text>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconPhone size={22} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="ink.5">{copy.phoneLabel}</Text>
          <Anchor href={telHref()} fw={700} size="lg">{site.contact.phoneDisplay}</Anchor>
        </div>
      </Group>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconMail size={22} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="ink.5">{copy.emailLabel}</Text>
          <Anchor href={mailtoHref()} fw={700} size="lg">{site.contact.email}</Anchor>
        </div>
      </Group>
    </Stack>
  );
}

/** The "contact now" dialog of the about page: a phone button and an e-mail button. */
export function ContactNowDialogBody() {
  const copy = site.dialogs.contactNow;
  return (
    <Stack gap="md">
      <Text c="ink.6">{copy.text}</Text>
      <Button component="a" href={telHref()} leftSection={<IconPhone size={18} />} fullWidth>
        {copy.phoneButton} · {site.contact.phoneDisplay}
      </Button>
      <Button component="a" href={mailtoHref()} variant="outline" leftSection={<IconMail size={18} />} fullWidth>
        {copy.emailButton}
      </Button>
    </Stack>
  );
}
