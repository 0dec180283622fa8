import { Anchor, Button as MantineButton, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Action, Button } from '../../schema/action.ts';
import { type DialogLinkAttributes, dialogLink } from './dialog-link.ts';
import { icons } from './icons.ts';
import { SpriteIcon } from './sprite-icon.tsx';
import { hrefForAction } from './action-props.ts';

export type ButtonTone = 'brand' | 'sport';

/** The sport division swaps the palette: its primary colour is the energetic accent. */
function variantProps(variant: Button['variant'], tone: ButtonTone): ButtonProps {
  const main = tone === 'sport' ? 'accent' : 'brand';
  const other = tone === 'sport' ? 'brand' : 'accent';
  switch (variant) {
    case 'primary':
      return { variant: 'filled', color: main };
    case 'secondary':
      return { variant: 'filled', color: other };
    case 'outline':
      return { variant: 'outline', color: main };
    case 'light':
      return { variant: 'light', color: main };
    case 'white':
      return { variant: 'white', color: main };
  }
}

const white = (percent: number) => `color-mix(in srgb, var(--mantine-color-white) ${percent}%, transparent)`;

/** Outline and light buttons are tinted with their colour by default: on a coloured panel they turn white. */
const ON_COLOR_VARS: Partial<Record<string, Record<string, string>>> = {
  outline: {
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': `1px solid ${white(60)}`,
    '--button-hover': white(12),
    '--button-hover-color': 'var(--mantine-color-white)',
  },
  light: {
    '--button-bg': white(14),
    '--button-hover': white(22),
    '--button-color': 'var(--mantine-color-white)',
    '--button-hover-color': 'var(--mantine-color-white)',
  },
};

/** The attributes of the link an action is: where it goes, or which dialog it opens. */
function actionLink(action: Action): ComponentPropsWithoutRef<'a'> | DialogLinkAttributes {
  if (action.type === 'dialog') return dialogLink({ name: action.dialog });
  const external = action.type === 'chat';
  return {
    href: hrefForAction(action),
    target: external ? '_blank' : undefined,
    rel: external ? 'noopener noreferrer' : undefined,
  };
}

/** A button that does what its YAML `action` says: navigate, scroll, open a dialog, call, write or chat. */
export function ActionButton({
  button,
  size,
  fullWidth,
  tone = 'brand',
  onColor = false,
}: {
  button: Button;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  tone?: ButtonTone;
  /** The button sits on a coloured panel. */
  onColor?: boolean;
}) {
  const icon = button.icon ? icons[button.icon] : undefined;
  const variant = variantProps(button.variant, tone);
  const onColorVars = onColor && variant.variant ? ON_COLOR_VARS[variant.variant] : undefined;
  const common: ButtonProps = {
    ...variant,
    ...(onColorVars ? { vars: () => ({ root: onColorVars }) } : {}),
    size,
    fullWidth,
    rightSection: icon ? <SpriteIcon icon={icon} size={18} aria-hidden /> : undefined,
  };
  const link = actionLink(button.action);
  return (
    <MantineButton {...common} component="a" {...link}>
      {button.label}
    </MantineButton>
  );
}

/** A text link that performs an action, for card footers and inline links. */
export function ActionLink({ action, children, className }: { action: Action; children: ReactNode; className?: string }) {
  const link = actionLink(action);
  return (
    <Anchor className={className} fw={700} {...link}>
      {children}
    </Anchor>
  );
}
