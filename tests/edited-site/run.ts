/**
 * The browser tests read what pages show from the YAML, so a marketer's correct edit must not break them. This step
 * of npm test proves it: in a copy of the site it changes prices, headlines, the agency's name and street, removes
 * every placeholder (as an owner who has supplied everything would), builds that copy as a release, checks that the
 * edit reached every page and the old facts none, and runs the browser checks against it, and this folder's own (a
 * dialog button the edit puts inside an island). Every page of a release must also carry no preview marker and no
 * noindex (tests/e2e/publication.spec.ts, which reads the build's kind).
 *
 *   node node_modules/tsx/dist/cli.mjs tests/edited-site/run.ts   (E2E_PORT as for npm test)
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Document, isMap, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { linkBuildParts, createContentFixture, projectRoot } from '../unit/content/fixture.ts';

const BROWSER_CHECKS = [
  'tests/e2e/pages.spec.ts',
  'tests/e2e/home.spec.ts',
  'tests/e2e/sport.spec.ts',
  'tests/e2e/publication.spec.ts',
  'tests/e2e/enter-sends.spec.ts',
];
const NEW_BRAND = 'Officina Lumen';
const NEW_STREET = 'Via Giuseppe Verdi 3';
const NEW_HEADLINE = 'Il marketing che fa parlare di te, scritto da chi ti conosce';
const NEW_SERVICE_HEADLINE = 'Siti che portano clienti, non solo visite';
const DIALOG_IN_ISLAND = { type: 'dialog', dialog: 'consultation' } as const;

const fixture = createContentFixture();
const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  fixture.dispose();
  process.exit(1);
}

/** Edits one YAML file of the copy through its Document, so comments and the rest of the file stay as they are. */
function editYaml(relativePath: string, change: (document: Document) => void): void {
  const document = parseDocument(readFileSync(path.join(fixture.root, relativePath), 'utf8'));
  const before = document.toString({ lineWidth: 0 });
  change(document);
  const after = document.toString({ lineWidth: 0 });
  if (after !== before) fixture.write(relativePath, after);
}

/** The index of a page's first section of this type. */
function sectionIndex(document: Document, type: string): number {
  const sections = document.get('sections');
  const index = isSeq(sections) ? sections.items.findIndex((section) => isMap(section) && section.get('type') === type) : -1;
  if (index < 0) fail(`the copy has no ${type} section where the edit expects one`);
  return index;
}

function yamlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return name.endsWith('.yaml') ? [path.relative(fixture.root, full)] : [];
  });
}

const original = parseDocument(readFileSync(path.join(projectRoot, 'pages-yaml/_site.yaml'), 'utf8'));
const oldBrand = String(original.getIn(['brand', 'name']));
const oldStreet = String(original.getIn(['contact', 'address', 'street']));

// The owner has supplied everything: no placeholder is left, so the copy builds as a release.
for (const file of yamlFiles(path.join(fixture.root, 'pages-yaml'))) {
  editYaml(file, (document) =>
    visit(document, {
      Pair(_key, pair) {
        return isScalar(pair.key) && pair.key.value === 'toSupply' ? visit.REMOVE : undefined;
      },
    }),
  );
}

// A new name and street, and the legal identity the owner supplied, written once in the site file.
editYaml('pages-yaml/_site.yaml', (document) => {
  document.setIn(['brand', 'name'], NEW_BRAND);
  document.setIn(['legal', 'ragioneSociale', 'value'], `${NEW_BRAND} S.r.l.`);
  document.setIn(['legal', 'partitaIva', 'value'], '01234567897');
  document.setIn(['legal', 'rea', 'value'], 'BS-123456');
  document.setIn(['legal', 'capitaleSociale', 'value'], '€ 10.000,00 i.v.');
  document.setIn(['contact', 'address', 'street'], NEW_STREET);
});

// New headlines and new prices.
editYaml('pages-yaml/index.yaml', (document) => {
  const hero = sectionIndex(document, 'hero');
  document.setIn(['sections', hero, 'headline'], NEW_HEADLINE);
  document.setIn(['sections', hero, 'highlight'], 'fa parlare di te');
});
editYaml('pages-yaml/siti-web.yaml', (document) => {
  const hero = sectionIndex(document, 'hero');
  document.setIn(['sections', hero, 'headline'], NEW_SERVICE_HEADLINE);
  document.deleteIn(['sections', hero, 'highlight']);
  const packages = sectionIndex(document, 'packages');
  document.setIn(['sections', packages, 'packages', 0, 'price'], 849);
});
editYaml('pages-yaml/sport/calcio-marketing.yaml', (document) => {
  const pricing = sectionIndex(document, 'pricing');
  document.setIn(['sections', pricing, 'packages', 1, 'monthlyPrice'], 320);
  document.setIn(['sections', pricing, 'packages', 1, 'annualPrice'], 3520);
});

// A button inside an island: the blog list's first related service opens the consultation dialog instead of a page.
// The blog list renders in its own nested render, which the layout's React context never reached
// (tests/edited-site/dialog-in-island.spec.ts).
editYaml('pages-yaml/blog/index.yaml', (document) => {
  const list = sectionIndex(document, 'blog-list');
  document.setIn(['sections', list, 'relatedServices', 'items', 0, 'link', 'action'], document.createNode(DIALOG_IN_ISLAND));
});

await linkBuildParts(fixture.root);
// Vite wants its config inside the project root, not behind a link.
copyFileSync(path.join(projectRoot, 'vite.config.ts'), path.join(fixture.root, 'vite.config.ts'));

console.log('Building the edited copy as a release…');
const distDir = path.join(fixture.root, 'dist-edited');
const serverDir = path.join(fixture.root, '.ssr-edited');
const build = spawnSync(process.execPath, [tsx, path.join(projectRoot, 'scripts', 'build.ts'), '--release'], {
  cwd: fixture.root,
  env: { ...process.env, OUT_DIR: distDir, SSR_OUT_DIR: serverDir },
  encoding: 'utf8',
});
if (build.status !== 0) fail(`the edited copy did not build as a release:\n${build.stdout}${build.stderr}`);

// The edit reached every page, and the old name and street no page.
function builtFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return builtFiles(full);
    return /\.(html|xml|txt)$/.test(name) || name === '_headers' ? [full] : [];
  });
}
// The site's pages; the dot folders hold what the runtimes read and never serve as pages (.admin/ is the owner's app).
const pages = builtFiles(distDir).filter(
  (file) =>
    file.endsWith('.html') &&
    !path
      .relative(distDir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.')),
);
for (const file of builtFiles(distDir)) {
  const text = readFileSync(file, 'utf8');
  for (const old of [oldBrand, oldStreet]) if (text.includes(old)) fail(`${path.relative(distDir, file)} still says "${old}"`);
}
for (const file of pages) {
  if (!readFileSync(file, 'utf8').includes(NEW_BRAND)) fail(`${path.relative(distDir, file)} does not say "${NEW_BRAND}"`);
}
const home = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(/<[^>]+>/g, '');
if (!home.includes(NEW_HEADLINE)) fail('the new headline is not on the home page');
if (!readFileSync(path.join(distDir, 'siti-web', 'index.html'), 'utf8').includes('€849')) fail('the new price is not on /siti-web');
console.log(`The edit is on all ${pages.length} pages, and "${oldBrand}" and "${oldStreet}" on none.`);

console.log('\nThe browser checks against the edited release…');
const checks = spawnSync(
  process.execPath,
  [
    path.join(projectRoot, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    ...BROWSER_CHECKS,
    'tests/edited-site/',
    '--project=desktop',
    '--project=mobile',
    '--project=edited-site',
    '--reporter=list,json',
  ],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DIST_DIR: distDir,
      SSR_OUT_DIR: serverDir,
      CONTENT_ROOT: fixture.root,
      PLAYWRIGHT_JSON_OUTPUT_NAME:
        process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(projectRoot, 'test-results', 'playwright-edited.json'),
    },
  },
);
fixture.dispose();
process.exit(checks.status ?? 1);
