// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { createContentFixture, type ContentFixture } from './fixture.ts';

const PAGE = 'pages-yaml/sport/calcio-marketing.yaml';

describe('the content lint reports every mistake of a file in one run', () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it('an unknown icon (schema), a highlight missing from its headline and an anchor typo (across the page), together', async () => {
    fixture.edit(PAGE, (text) =>
      text
        .replace('icon: arrow-right', 'icon: arrow-rigth')
        .replace('highlight: più sponsor in bacheca', 'highlight: più sponsor in vetrina')
        .replace('action: { type: anchor, target: pricing }', 'action: { type: anchor, target: prezzi }'),
    );
    const errors = (await loadContent({ root: fixture.root })).errors.map(formatContentError);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(
      /^pages-yaml\/sport\/calcio-marketing\.yaml:13:5 sections\[0\]\.highlight: "più sponsor in vetrina" non compare nel titolo/,
    );
    expect(errors[1]).toMatch(
      /^pages-yaml\/sport\/calcio-marketing\.yaml:24:33 sections\[0\]\.buttons\[0\]\.action\.target: scorre fino a "#prezzi", ma nessuna sezione/,
    );
    expect(errors[2]).toMatch(/^pages-yaml\/sport\/calcio-marketing\.yaml:25:9 sections\[0\]\.buttons\[0\]\.icon: .*arrow-rigth/);
  });

  it('a link to a missing page in a file whose site-wide data is also wrong', async () => {
    fixture.edit('pages-yaml/_site.yaml', (text) => text.replace(/^(\s+)icon: (\S+)$/m, '$1icon: non-esiste'));
    fixture.edit('pages-yaml/_site.yaml', (text) => text.replace(/to: \/contatti$/m, 'to: /contatto'));
    const errors = (await loadContent({ root: fixture.root })).errors.map(formatContentError);
    expect(errors.some((error) => /_site\.yaml:\d+:\d+ .*icon: /.test(error))).toBe(true);
    expect(errors.some((error) => /_site\.yaml:\d+:\d+ .*to: porta a "\/contatto", ma nessuna pagina/.test(error))).toBe(true);
  });

  it('says a wrong field once, not again through a check that reads it as written', async () => {
    fixture.edit(PAGE, (text) => text.replace('action: { type: anchor, target: pricing }', 'action: { type: anchor, target: Prezzi }'));
    const errors = (await loadContent({ root: fixture.root })).errors.map(formatContentError);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/sections\[0\]\.buttons\[0\]\.action\.target: un’ancora contiene solo lettere minuscole/);
  });
});
