import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageDialogEntry, pageDialogsOf } from '../../../src/dialogs/page-dialogs.ts';
import { assertPageCarriesItsDialogs, dialogsMissingFrom } from '../../../build/page-dialogs-check.ts';
import { PageDialogsView } from '../../../src/dialogs/PageDialogs.tsx';
import { loadIslandComponents } from '../../../src/islands/Island.tsx';
import { sectionSchema, sectionTypes, type Section } from '../../../src/sections/index.ts';
import { loadSectionComponents } from '../../../src/sections/section-components.ts';
import { SectionRenderer } from '../../../src/sections/SectionRenderer.tsx';
import { dialogIdFor } from '../../../src/ui/dialog-link.ts';
import { theme } from '../../../src/ui/theme.ts';

const PAGE = '/prova';
const sectionsDir = path.resolve(import.meta.dirname, '../../../src/sections');

function example(type: string): Section {
  return sectionSchema.parse(parse(readFileSync(path.join(sectionsDir, type, 'example.yaml'), 'utf8')));
}

/** The blog list (an island) whose first related service opens the consultation dialog instead of a page. */
function blogListWithDialogLink(): Section {
  const section = example('blog-list');
  if (section.type !== 'blog-list') throw new Error('the blog-list example is not a blog list');
  const [first, ...others] = section.relatedServices.items;
  if (!first) throw new Error('the blog-list example has no related service');
  const items = [{ ...first, link: { ...first.link, action: { type: 'dialog', dialog: 'consultation' } as const } }, ...others];
  return { ...section, relatedServices: { ...section.relatedServices, items } };
}

/** The page's sections and dialogs rendered to HTML as the prerender does: a section island in its own nested render. */
async function prerender(sections: readonly Section[], dialogs: readonly PageDialogEntry[]): Promise<string> {
  const ui: ReactNode = (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <SectionRenderer sections={sections} />
      <PageDialogsView dialogs={dialogs} />
    </MantineProvider>
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [PAGE] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a page’s dialogs come from its data, not from what rendered', () => {
  beforeAll(() => Promise.all([loadSectionComponents(sectionTypes), loadIslandComponents()]), 30_000);

  it('the chrome’s newsletter panel, then every dialog action and package list of the sections, wherever a section puts them', () => {
    const pricing = example('pricing');
    if (pricing.type !== 'pricing') throw new Error('the pricing example is not a pricing section');
    const derived = pageDialogsOf([example('prose'), blogListWithDialogLink(), pricing, pricing]);
    expect(derived.map(({ dialog }) => dialog)).toEqual([
      { name: 'newsletter' },
      { name: 'consultation' },
      { name: 'package-request', request: pricing.request },
    ]);
  });

  it('a dialog button inside an island (the blog list) gets its dialog in the page', async () => {
    const sections = [blogListWithDialogLink()];
    const html = await prerender(sections, pageDialogsOf(sections));
    const document = parsed(html);
    const link = document.querySelector('[data-island="blog-list"] a[data-dialog]');
    const id = dialogIdFor({ name: 'consultation' });
    expect(link?.getAttribute('data-dialog')).toBe(id);
    expect(document.querySelector(`dialog#${id}`)).not.toBeNull();
    expect(dialogsMissingFrom(html)).toEqual([]);
  });

  it('the build finds a button whose dialog the page does not carry, as the dialogs gathered while rendering left one in an island', async () => {
    const html = await prerender([blogListWithDialogLink()], pageDialogsOf([]));
    expect(dialogsMissingFrom(html)).toEqual([dialogIdFor({ name: 'consultation' })]);
    expect(() => assertPageCarriesItsDialogs(PAGE, html)).toThrow(
      'Page /prova: a button opens the dialog "dialog-consultation", but the page does not carry it',
    );
  });
});
