// Mantine's notices and their stylesheets arrive with the first form sent, not with the page.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import { createRoot } from 'react-dom/client';
import { IslandProviders } from '../ui/IslandProviders.tsx';
import type { NoticeCopy } from '../../schema/form-messages.ts';

/**
 * What forms need beyond their markup: the notices. It is loaded on the first focus of a form or
 * the first form dialog, so a first visit ships none of it.
 */

export type NoticeTone = 'success' | 'error';

export interface Notice extends NoticeCopy {
  tone: NoticeTone;
}

const NOTICE_DURATION_MS = 6000;

export function showNotice({ tone, title, message }: Notice): void {
  const failed = tone === 'error';
  notifications.show({
    title,
    message,
    color: failed ? 'red' : 'teal',
    icon: failed ? <SpriteIcon icon={IconX} size={20} aria-hidden /> : <SpriteIcon icon={IconCheck} size={20} aria-hidden />,
    autoClose: NOTICE_DURATION_MS,
    withBorder: true,
    'data-tone': tone,
  });
}

let noticesMounted = false;

/**
 * The notices container, in a root of its own at the end of the body: notices outlive any page or dialog.
 * At the bottom: at the top a notice covered the title and close button of a dialog opened after it.
 */
export function mountNotices(): void {
  if (noticesMounted) return;
  noticesMounted = true;
  const element = document.createElement('div');
  element.dataset.noticesRoot = '';
  document.body.append(element);
  createRoot(element).render(
    <IslandProviders>
      <Notifications position="bottom-center" zIndex={1000} containerWidth={440} />
    </IslandProviders>,
  );
}
