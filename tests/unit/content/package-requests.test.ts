// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { projectRoot } from './fixture.ts';

/**
 * Every package request reaches the agency under the type decisions.md gives its page, with 'Pagina <servizio
 * o sport>' as the first half of `origine` (the photo/video one exactly as the specification's §7 writes it).
 */
const content = (await loadContent({ root: projectRoot })).content;
const requests = (content?.pages ?? []).flatMap((entry) =>
  entry.page.sections.flatMap((section) =>
    section.type === 'pricing' || section.type === 'packages' ? [{ path: entry.path, request: section.request }] : [],
  ),
);

describe('package requests', () => {
  it.each([
    ['/foto-video', 'Richiesta Pacchetto Foto/Video', 'Pagina Foto/Video'],
    ['/social-media', 'Richiesta Pacchetto Social Media', 'Pagina Social Media'],
    ['/siti-web', 'Richiesta Pacchetto Siti Web', 'Pagina Siti Web'],
    ['/seo-locale', 'Richiesta Pacchetto SEO Locale', 'Pagina SEO Locale'],
  ])('%s sends "%s" from "%s"', (path, type, sourceLabel) => {
    expect(requests.filter((entry) => entry.path === path).map((entry) => entry.request)).toEqual([
      expect.objectContaining({ type, sourceLabel }),
    ]);
  });

  it('every sport page with packages sends "Richiesta Pacchetto Sport" from its own "Pagina <sport>"', () => {
    const sport = requests.filter((entry) => entry.path.startsWith('/sport/'));
    expect(sport.length).toBeGreaterThanOrEqual(11);
    for (const { path, request } of sport) {
      expect(request.type, path).toBe('Richiesta Pacchetto Sport');
      expect(request.sourceLabel, path).toMatch(/^Pagina \S/);
    }
    expect(new Set(sport.map((entry) => entry.request.sourceLabel)).size, 'each sport names itself').toBeGreaterThanOrEqual(10);
  });
});
