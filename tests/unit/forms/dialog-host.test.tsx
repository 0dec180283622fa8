import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import site from 'virtual:site';
import { afterEach, describe, expect, it } from 'vitest';
import { openDialog } from '../../../src/dialogs/dialog-context.tsx';

describe('every named dialog opens with its copy from the site file', () => {
  // The dialogs live in a root of their own, which the shared cleanup does not unmount. Closing each one
  // and waiting out its exit transition keeps Mantine's timers from firing after the DOM is gone.
  afterEach(async () => {
    for (const dialog of screen.queryAllByRole('dialog')) {
      fireEvent.click(within(dialog).getByRole('button', { name: site.ui.close }));
    }
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), { timeout: 10_000 });
  });

  it.each([
    ['consultation', site.dialogs.consultation],
    ['booking', site.dialogs.booking],
  ] as const)('%s: a name and e-mail request', async (name, copy) => {
    openDialog({ name });
    const dialog = await screen.findByRole('dialog', { name: copy.title }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: new RegExp(copy.nameLabel) })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: new RegExp(copy.emailLabel) })).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('button', { name: copy.submit })).toBeEnabled();
  });

  it('newsletter: the side panel with the e-mail field', async () => {
    openDialog({ name: 'newsletter' });
    const panel = await screen.findByRole('dialog', { name: site.newsletter.title }, { timeout: 10_000 });
    expect(within(panel).getByRole('textbox', { name: site.newsletter.emailLabel })).toBeInTheDocument();
    expect(within(panel).getByText(site.newsletter.privacyNote)).toBeInTheDocument();
  });

  it('contact: phone and e-mail links', async () => {
    openDialog({ name: 'contact' });
    const contact = await screen.findByRole('dialog', { name: site.dialogs.contact.title }, { timeout: 10_000 });
    expect(within(contact).getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    expect(within(contact).getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
  });

  it('package-request: titled with the package, message pre-filled', async () => {
    openDialog({
      name: 'package-request',
      request: { submit: 'none', sportWord: 'il mio centro yoga' },
      requestedPackage: { name: 'Growth Pack', monthlyPrice: '€300' },
    });
    const dialog = await screen.findByRole('dialog', { name: `${site.dialogs.packageRequest.title} – Growth Pack` }, { timeout: 10_000 });
    const message = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: site.dialogs.packageRequest.messageLabel });
    expect(message.value).toContain('per il mio centro yoga sono interessato al pacchetto Growth Pack a €300 al mese');
    expect(within(dialog).getByRole('button', { name: site.dialogs.packageRequest.cancel })).toBeInTheDocument();
  });
});
