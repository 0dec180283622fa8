import { within } from '@testing-library/react';
import site from 'virtual:site';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageDialogsView } from '../../../src/dialogs/PageDialogs.tsx';
import { loadIslandComponents } from '../../../src/islands/Island.tsx';
import { dialogIdFor, type PageDialog } from '../../../src/ui/dialog-link.ts';
import { renderInSite } from '../render-helpers.tsx';

const PAGE = '/sport/yoga';

/** The page's dialogs are in its HTML, closed, so a press opens one at once: each carries its copy from the site file. */
async function renderDialogs(...dialogs: PageDialog[]) {
  const entries = [...new Map(dialogs.map((dialog) => [dialogIdFor(dialog), dialog]))].map(([id, dialog]) => ({ id, dialog }));
  await renderInSite(<PageDialogsView dialogs={entries} />, { path: PAGE });
}

/** The page's dialogs titled so (a closed dialog is out of the accessibility tree until it opens: they are read as the page carries them). */
function dialogsTitled(title: string): HTMLDialogElement[] {
  return [...document.querySelectorAll('dialog')].filter(
    (dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent === title,
  );
}

function closedDialog(title: string): HTMLDialogElement {
  const [dialog, ...others] = dialogsTitled(title);
  if (!dialog || others.length > 0) throw new Error(`Expected one dialog titled "${title}"`);
  return dialog;
}

describe('every named dialog the page carries has its copy from the site file', () => {
  beforeAll(loadIslandComponents, 30_000);

  it.each([
    ['consultation', site.dialogs.consultation],
    ['booking', site.dialogs.booking],
  ] as const)('%s: a name and e-mail request, closed until a button opens it', async (name, copy) => {
    await renderDialogs({ name });
    const dialog = closedDialog(copy.title);
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).getByLabelText(new RegExp(copy.nameLabel))).toHaveValue('');
    expect(within(dialog).getByLabelText(new RegExp(copy.emailLabel))).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('button', { name: copy.submit, hidden: true })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: site.ui.close, hidden: true })).toHaveAttribute('type', 'submit');
  });

  it('newsletter: the side panel with the e-mail field, sent from the page it is on even before its script', async () => {
    await renderDialogs({ name: 'newsletter' });
    const panel = closedDialog(site.newsletter.title);
    expect(within(panel).getByLabelText(site.newsletter.emailLabel)).toHaveAttribute('type', 'email');
    expect(panel.querySelector('input[type="hidden"][name="origine"]')).toHaveValue(`Newsletter Popup - ${site.brand.url}${PAGE}`);
    expect(within(panel).getByText(site.newsletter.privacyNote)).toBeInTheDocument();
  });

  it('contact: phone and e-mail links', async () => {
    await renderDialogs({ name: 'contact' });
    const contact = closedDialog(site.dialogs.contact.title);
    expect(within(contact).getByRole('link', { name: site.contact.phoneDisplay, hidden: true })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone}`,
    );
    expect(within(contact).getByRole('link', { name: site.contact.email, hidden: true })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
  });

  it('package-request: one dialog per request form, its package field and message for the button to fill, and a cancel that closes it without being the form’s default button', async () => {
    const yoga = {
      name: 'package-request',
      request: { type: 'Richiesta Pacchetto Sport', sourceLabel: 'Pagina Yoga', sportWord: 'il mio centro yoga' },
    } as const;
    await renderDialogs(yoga, yoga, {
      name: 'package-request',
      request: { type: 'Richiesta Pacchetto Foto/Video', sourceLabel: 'Pagina Foto/Video' },
    });
    const dialogs = dialogsTitled(site.dialogs.packageRequest.title);
    expect(dialogs).toHaveLength(2);
    const [first] = dialogs;
    if (!first) throw new Error('no dialog');
    expect(first.querySelector('input[type="hidden"][name="pacchetto"]')).not.toBeNull();
    // The page's own address, as the script would send it: a form posted before or without its script names its page.
    expect(first.querySelector('input[type="hidden"][name="origine"]')).toHaveValue(`Pagina Yoga - ${site.brand.url}${PAGE}`);
    expect(within(first).getByLabelText(site.dialogs.packageRequest.messageLabel)).toHaveValue('');
    const cancel = within(first).getByRole('button', { name: site.dialogs.packageRequest.cancel, hidden: true });
    const send = within(first).getByRole('button', { name: site.dialogs.packageRequest.submit, hidden: true });
    // The cancel submits the dialog's own closing form; the request form's first submit button, which Enter presses, sends.
    expect((cancel as HTMLButtonElement).form?.method).toBe('dialog');
    expect((cancel as HTMLButtonElement).form?.closest('dialog')).toBe(first);
    const requestForm = (send as HTMLButtonElement).form;
    expect(requestForm?.method).toBe('post');
    expect([...(requestForm?.elements ?? [])].find((element) => element instanceof HTMLButtonElement && element.type === 'submit')).toBe(
      send,
    );
  });
});
