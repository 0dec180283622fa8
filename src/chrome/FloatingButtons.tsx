import { ActionIcon, type MantineColor } from '@mantine/core';
import { IconBrandWhatsapp, IconMailFast } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import site from 'virtual:site';
import { chatHref } from '../ui/action-props.ts';
import { type DialogLinkAttributes, useDialogLink } from '../ui/dialog-link.ts';
import classes from './FloatingButtons.module.css';

/** One round button of the floating stack: a link whose label is read aloud and shown on hover. */
function FloatingButton({
  link,
  color,
  label,
  testId,
  children,
}: {
  link: ComponentPropsWithoutRef<'a'> | DialogLinkAttributes;
  color: MantineColor;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      component="a"
      {...link}
      size={56}
      radius="xl"
      variant="filled"
      color={color}
      className={classes.button}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      {children}
    </ActionIcon>
  );
}

/** The newsletter panel and the chat, on every page: plain links, the first opening the panel the page carries. */
export function FloatingButtons() {
  const { floating } = site;
  const newsletter = useDialogLink({ name: 'newsletter' });
  return (
    <aside className={classes.stack} aria-label={floating.regionLabel}>
      <FloatingButton link={newsletter} color="brand" label={floating.newsletterLabel} testId="floating-newsletter">
        <IconMailFast size={26} aria-hidden />
      </FloatingButton>
      <FloatingButton
        link={{ href: chatHref(), target: '_blank', rel: 'noopener noreferrer' }}
        color="green"
        label={floating.chatLabel}
        testId="floating-chat"
      >
        <IconBrandWhatsapp size={28} aria-hidden />
      </FloatingButton>
    </aside>
  );
}
