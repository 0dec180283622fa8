// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadResult, loadContent } from '../../../content-compiler/load.ts';
import { inLanguage } from '../../../schema/messages.ts';
import { isStale, PREVIEW_DIR } from '../../../editor/builds.ts';
import { PreviewRenderer } from '../../../editor/preview-renderer.ts';
import { type ContentFixture, createContentFixture, projectRoot } from './fixture.ts';

/**
 * A prose paragraph written to attack the page: a script, a javascript: link and an event handler, in the small
 * Markdown of schema/inline-markdown.ts. The lint names what it refuses; the site's renderer, fed the page anyway (as the
 * editor's preview is), writes none of it as HTML.
 */

const PAGE = 'pages-yaml/prova-markdown.yaml';
const ROUTE = '/prova-markdown';
const HOSTILE = 'Prima <script>alert(1)</script> poi [x](javascript:alert(1)) e <b onclick="x">grassetto finto</b> e **vero**.';

let fixture: ContentFixture;
let loaded: LoadResult;
let body: string;

beforeAll(async () => {
  fixture = createContentFixture();
  fixture.write(
    PAGE,
    [
      'title: Prova dei paragrafi',
      'description: Una pagina di prova per i paragrafi scritti in Markdown.',
      'sections:',
      '  - type: prose',
      '    blocks:',
      '      - paragraphs:',
      `          - ${JSON.stringify(HOSTILE)}`,
      '',
    ].join('\n'),
  );
  loaded = await loadContent({ root: fixture.root });
  const { site, pages, posts } = loaded.validated;
  if (!site) throw new Error(`The site file does not load: ${loaded.errors.map((error) => error.message).join('; ')}`);
  // The site's renderer as the editor's preview bundles it (npm test builds it first): an older bundle would test old code.
  if (isStale(projectRoot, 'preview'))
    throw new Error('The editor’s preview bundle is older than its sources: run npm run build:editor first.');
  const preview = new PreviewRenderer({ bundleDir: path.join(projectRoot, PREVIEW_DIR), contentRoot: fixture.root });
  ({ body } = await preview.render({ site, pages, posts }, ROUTE));
}, 120_000);

afterAll(() => fixture.dispose());

/** The rendered paragraph: the `<p>` that holds the paragraph's first words. */
function renderedParagraph(html: string): string {
  const match = /<p\b[^>]*>Prima [\s\S]*?<\/p>/.exec(html);
  if (!match) throw new Error(`No paragraph starting "Prima" in the page:\n${html.slice(0, 2000)}`);
  return match[0];
}

describe('a paragraph with a script, a javascript: link and an onclick', () => {
  it('is refused by the lint, in Italian, at the paragraph’s line and column: the address and the tags named', () => {
    const errors = loaded.errors.filter((error) => error.file === PAGE);
    const at = { file: PAGE, line: 7, column: 13, path: 'sections[0].blocks[0].paragraphs[0]' };
    expect(errors.map((error) => ({ ...error, message: inLanguage(error.message, 'it') }))).toEqual([
      {
        ...at,
        message:
          'il link a "javascript:alert(1)" non è ammesso: scrivi una pagina del sito (/pagina o /pagina#sezione), un indirizzo https://…, mailto: o tel:',
      },
      {
        ...at,
        message:
          'qui l’HTML non vale e non si vede nella pagina (<script> </script> <b onclick="x"> </b>): per il grassetto scrivi **testo**, per il corsivo *testo*, per un link [testo](/pagina)',
      },
    ]);
  });

  it('is rendered by the site’s renderer as its words and its one real mark: no script, no javascript:, no onclick=', () => {
    const paragraph = renderedParagraph(body);
    expect(paragraph).toMatch(/^<p class="[^"]+">Prima alert\(1\) poi x e grassetto finto e <strong>vero<\/strong>\.<\/p>$/);
    expect(paragraph).not.toMatch(/<script/i);
    for (const html of [paragraph, body]) {
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/onclick=/i);
      expect(html).not.toMatch(/<script[^>]*>\s*alert/i);
    }
  });
});
