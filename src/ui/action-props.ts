import type { Action } from '../../schema/action.ts';
import site from 'virtual:site';

export function chatHref(): string {
  return `https://wa.me/${site.contact.chatNumber}?text=${encodeURIComponent(site.contact.chatGreeting)}`;
}

export function telHref(): string {
  return `tel:${site.contact.phone}`;
}

export function mailtoHref(): string {
  return `mailto:${site.contact.email}`;
}

/** The plain href an action leads to, for actions that are links. */
export function hrefForAction(action: Action): string | undefined {
  switch (action.type) {
    case 'route':
      return action.to;
    case 'anchor':
      return `#${action.target}`;
    case 'tel':
      return telHref();
    case 'mailto':
      return mailtoHref();
    case 'chat':
      return chatHref();
    case 'dialog':
      return undefined;
  }
}
