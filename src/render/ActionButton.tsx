import { Anchor, Button as MantineButton, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Action, Button } from '../../schema/action.ts';
import { useDialogs } from '../dialogs/dialog-context.tsx';
import { icons } from '../icons.ts';
import { hrefForAction, splitRoute } from './action-props.ts';

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

/** A button that does what its YAML `action` says: navigate, scroll, open a dialog, call, write or chat. */
export function ActionButton({
  button,
  size,
  fullWidth,
  tone = 'brand',
}: {
  button: Button;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  tone?: ButtonTone;
}) {
  const dialogs = useDialogs();
  const Icon = button.icon ? icons[button.icon] : undefined;
  const common: ButtonProps = {
    ...variantProps(button.variant, tone),
    size,
    fullWidth,
    rightSection: Icon ? <Icon size={18} aria-hidden /> : undefined,
  };
  const { action } = button;
  if (action.type === 'route') {
    const { to, hash } = splitRoute(action.to);
    return (
      <MantineButton {...common} component={Link} to={to} hash={hash}>
        {button.label}
      </MantineButton>
    );
  }
  if (action.type === 'dialog') {
    return (
      <MantineButton {...common} onClick={() => dialogs.open({ name: action.dialog })}>
        {button.label}
      </MantineButton>
    );
  }
  const external = action.type === 'chat';
  return (
    <MantineButton
      {...common}
      component="a"
      href={hrefForAction(action)}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {button.label}
    </MantineButton>
  );
}

/** A text link that performs an action, for card footers and inline links. */
export function ActionLink({ action, children, className }: { action: Action; children: ReactNode; className?: string }) {
  const dialogs = useDialogs();
  if (action.type === 'route') {
    const { to, hash } = splitRoute(action.to);
    return (
      <Anchor component={Link} to={to} hash={hash} className={className} fw={700}>
        {children}
      </Anchor>
    );
  }
  if (action.type === 'dialog') {
    return (
      <Anchor component="button" type="button" className={className} fw={700} onClick={() => dialogs.open({ name: action.dialog })}>
        {children}
      </Anchor>
    );
  }
  const external = action.type === 'chat';
  return (
    <Anchor href={hrefForAction(action)} className={className} fw={700} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </Anchor>
  );
}
