import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createPublishRepository, type PublishRepository } from '../../scripts/publish-sandbox.ts';
import { projectRoot, type RunningEditor, startEditor } from './running-editor.ts';

/**
 * "Pubblica" from the editor to the live site, as a marketer does it: a clone whose remote is a bare repository on
 * disk, and a deploy that builds the pushed commit as a release and serves it with `npm start`
 * (tests/publish/deploy-local.ts). The status must reach "Online" because the served site names the new commit.
 */

const PAGE = 'pages-yaml/sport/calcio-marketing.yaml';
const ROUTE = '/sport/calcio-marketing';
const port = Number(process.env.E2E_PORT ?? 4321) + 20;
const siteUrl = `http://127.0.0.1:${port}`;
const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const deployLocal = path.join(projectRoot, 'tests', 'publish', 'deploy-local.ts');

let repository: PublishRepository;
let editor: RunningEditor;
let scratch: string;
let deployEnv: Record<string, string>;

// Copying the site and starting the editor (beforeEach), the gate rendering every page and the deploy building the
// whole site as a release: minutes on a busy machine, and the hooks share the test's time.
test.describe.configure({ timeout: 420_000 });

test.beforeEach(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'publish-browser-'));
  deployEnv = { PORT: String(port), DEPLOY_LOCAL_DIR: path.join(scratch, 'deploy') };
  repository = createPublishRepository({
    release: true,
    settings: {
      remote: 'origin',
      targets: {
        anteprima: { branch: 'anteprima', deploy: '', siteUrl: '' },
        pubblica: { branch: 'main', deploy: [process.execPath, tsx, deployLocal].map((part) => JSON.stringify(part)).join(' '), siteUrl },
      },
    },
  });
  editor = await startEditor(repository.root, {
    env: { ...deployEnv, PUBLISH_AUTHOR_FILE: path.join(scratch, 'autore.json'), PUBLISH_TIMEOUT_MS: String(4 * 60_000) },
  });
});

test.afterEach(async () => {
  await editor.stop();
  execFileSync(process.execPath, [tsx, deployLocal, '--stop'], { env: { ...process.env, ...deployEnv }, stdio: 'ignore' });
  repository.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

test('a headline changed and published from the editor is online, in one commit with the Italian message and the author', async ({
  page,
}) => {
  const commitsBefore = Number(repository.remoteGit(['rev-list', '--count', 'main']));
  // The hero's headline line as the file has it; the new one keeps it whole, so its highlight stays inside.
  const headlineLine =
    repository
      .read(PAGE)
      .split('\n')
      .find((line) => /^ {4}headline: /.test(line)) ?? '';
  const headline = headlineLine.replace(/^ {4}headline: /, '');
  expect(headline).not.toBe('');
  const NEW_HEADLINE = `${headline}, ogni domenica`;

  await page.goto(editor.address);
  await page.getByRole('button', { name: new RegExp(`^${ROUTE.replaceAll('/', '\\/')} `) }).click();
  await page.getByRole('button', { name: /^Sezione 1: hero/, expanded: false }).click();
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(NEW_HEADLINE);
  await expect(page.frameLocator('iframe').locator('h1')).toHaveText(NEW_HEADLINE, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Salva' }).click();
  // A save runs the whole site's checks: seconds on a busy machine.
  await expect(page.getByText('Salvato: una riga cambiata.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pubblica il sito' });
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill('Giulia Rossi');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('giulia@example.com');
  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  // Before the push, the gate renders and checks every page (publish/gate.ts).
  await expect(dialog.getByRole('status')).toContainText('In pubblicazione…', { timeout: 90_000 });
  await expect(dialog.getByRole('status')).toContainText(/^Online dalle \d{2}:\d{2}/, { timeout: 240_000 });

  const site = await page.context().newPage();
  await site.goto(`${siteUrl}${ROUTE}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADLINE);

  expect(Number(repository.remoteGit(['rev-list', '--count', 'main']))).toBe(commitsBefore + 1);
  expect(repository.remoteGit(['log', '-1', '--format=%an <%ae>%n%s', 'main'])).toBe(
    'Giulia Rossi <giulia@example.com>\nModificate: /sport/calcio-marketing (sections[0].headline)',
  );
  const diff = repository.remoteGit(['show', '--format=', '--unified=0', 'main']);
  expect(repository.remoteGit(['show', '--format=', '--name-only', 'main'])).toBe(PAGE);
  const changed = diff.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
  expect(changed).toEqual([`-${headlineLine}`, `+    headline: ${NEW_HEADLINE}`]);
});
