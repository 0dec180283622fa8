import { expect, gotoWithConsent, test } from '../e2e/fixtures.ts';
import { sectionOf, site } from '../e2e/site-content.ts';

/*
 * A dialog button inside an island opens its dialog. The edited copy (tests/edited-site/run.ts) makes the blog list's
 * first related service open the consultation dialog: the blog list is an island, rendered in a render of its own that
 * the layout's React context never reached, so the dialog used to be missing and the button a plain link to the form.
 */

const BLOG = '/blog';

function serviceOpeningADialog() {
  const service = sectionOf(BLOG, 'blog-list').relatedServices.items.find((item) => item.link.action.type === 'dialog');
  if (!service) throw new Error(`The edited copy has no related service on ${BLOG} that opens a dialog (tests/edited-site/run.ts)`);
  return service;
}

test('a related service of the blog list, an island, opens the consultation dialog from its button', async ({ page }) => {
  const service = serviceOpeningADialog();
  await gotoWithConsent(page, BLOG);
  const item = page.locator('[data-island="blog-list"] li').filter({ has: page.getByRole('heading', { name: service.title }) });
  await item.getByRole('link', { name: service.link.label }).click();
  const dialog = page.getByRole('dialog', { name: site.dialogs.consultation.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(new RegExp(site.dialogs.consultation.nameLabel))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BLOG}$`));
});
