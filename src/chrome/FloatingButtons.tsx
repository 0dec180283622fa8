import { ActionIcon, type MantineColor } from '@mantine/core';
import { IconBrandWhatsapp, IconMailFast } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import site from 'virtual:site';
import { chatHref } from '../ui/action-props.ts';
import { type DialogLinkAttributes, dialogLink } from '../ui/dialog-link.ts';
import classes from './FloatingButtons.module.css';

/** One round button of the pair: a link whose label is read aloud and shown on hover. */
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
      size={40}
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

/**
 * The newsletter panel and the chat, on every page: plain links, the first opening the panel every page carries. They
 * float with the sticky header, in room the header keeps for them, so they never cover a button or a link of the page,
 * at the first paint or while the visitor scrolls.
 */
export function FloatingButtons() {
  const { floating } = site;
  // The panel is one of the chrome's dialogs, on every page (src/dialogs/page-dialogs.ts).
  const newsletter = dialogLink({ name: 'newsletter' });
  return (
    <ul className={classes.stack} aria-label={floating.regionLabel}>
      <li>
        <FloatingButton link={newsletter} color="brand" label={floating.newsletterLabel} testId="floating-newsletter">
          <SpriteIcon icon={IconMailFast} size={22} aria-hidden />
        </FloatingButton>
      </li>
      <li>
        <FloatingButton
          link={{ href: chatHref(), target: '_blank', rel: 'noopener noreferrer' }}
          color="green"
          label={floating.chatLabel}
          testId="floating-chat"
        >
          <SpriteIcon icon={IconBrandWhatsapp} size={24} aria-hidden />
        </FloatingButton>
      </li>
    </ul>
  );
}
