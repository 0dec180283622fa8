import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconMailFast } from '@tabler/icons-react';
import site from 'virtual:site';
import { dialogLinkProps } from '../render/ActionButton.tsx';
import { chatHref } from '../render/action-props.ts';
import classes from './FloatingButtons.module.css';

export function FloatingButtons() {
  const { floating } = site;
  return (
    <aside className={classes.stack} aria-label={floating.regionLabel}>
      <ActionIcon
        component="a"
        {...dialogLinkProps({ name: 'newsletter' })}
        size={56}
        radius="xl"
        variant="filled"
        color="brand"
        className={classes.button}
        aria-label={floating.newsletterLabel}
        title={floating.newsletterLabel}
        data-testid="floating-newsletter"
      >
        <IconMailFast size={26} aria-hidden />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={chatHref()}
        target="_blank"
        rel="noopener noreferrer"
        size={56}
        radius="xl"
        variant="filled"
        color="green"
        className={classes.button}
        aria-label={floating.chatLabel}
        title={floating.chatLabel}
        data-testid="floating-chat"
      >
        <IconBrandWhatsapp size={28} aria-hidden />
      </ActionIcon>
    </aside>
  );
}
