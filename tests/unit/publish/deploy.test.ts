// @vitest-environment node
/**
 * After the push: the deploy (a command, a hook) and the live site's version.json, served here by a small static
 * server over a folder the deploy writes into, so the test stays fast (the real build is the browser test's).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeStatus, type PublishStatus, publish } from '../../../publish/publish.ts';
import { createPublishRepository, type PublishRepository } from '../../../scripts/publish-sandbox.ts';

const PORT = Number(process.env.PUBLISH_TEST_PORT ?? 4617);
const SITE_URL = `http://127.0.0.1:${PORT}`;
const MARKETER = { name: 'Giulia Rossi', email: 'giulia@agenzia.example' };
const CALCIO = 'pages-yaml/sport/calcio-marketing.yaml';

let repository: PublishRepository;
let served: string;
let server: Server;
/** What the hook does when called: by default it "deploys" the commit its query names. */
let hookStatus = 204;

beforeAll(async () => {
  repository = createPublishRepository();
  served = path.join(path.dirname(repository.root), 'site');
  mkdirSync(served);
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', SITE_URL);
    if (request.method === 'POST' && url.pathname === '/hook') {
      if (hookStatus < 300) {
        const remote = repository.remoteGit(['rev-parse', 'anteprima']);
        writeFileSync(path.join(served, 'version.json'), JSON.stringify({ commit: remote, builtAt: new Date().toISOString() }));
      }
      response.writeHead(hookStatus, { 'content-type': 'text/plain' }).end(hookStatus < 300 ? '' : 'build non avviata\n');
      return;
    }
    try {
      const body = readFileSync(path.join(served, path.basename(url.pathname)));
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  repository.dispose();
});

let change = 0;
afterEach(() => {
  hookStatus = 204;
});

/** A new headline each time, so each test has something to publish. */
function editHeadline(): void {
  change += 1;
  repository.edit(CALCIO, (text) => text.replace(/headline: Più tifosi [^,]*,/, `headline: Più tifosi (${change}) sugli spalti,`));
}

const env = (deploy: string, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PUBLISH_AUTHOR_FILE: '/nonexistent/autore.json',
  PUBLISH_DEPLOY: deploy,
  PUBLISH_SITE_URL: SITE_URL,
  ...extra,
});

async function publishWith(deploy: string, extra?: Record<string, string>) {
  editHeadline();
  const statuses: PublishStatus[] = [];
  const final = await publish({
    root: repository.root,
    target: 'anteprima',
    author: MARKETER,
    env: env(deploy, extra),
    onStatus: (status) => statuses.push(status),
  });
  return { final, statuses };
}

/** A deploy command: prints its steps, then writes the pushed commit where the site serves version.json. */
function deployScript(name: string, body: string): string {
  const file = path.join(path.dirname(repository.root), name);
  writeFileSync(file, body);
  return `node ${JSON.stringify(file)}`;
}

describe('the deploy and the online status', () => {
  it('runs the deploy command with the commit, shows its log, and reaches online when the site serves the pushed commit', async () => {
    const deploy = deployScript(
      'deploy-ok.mjs',
      `import { writeFileSync } from 'node:fs';
console.log('Build della versione ' + process.env.PUBLISH_COMMIT.slice(0, 7) + ' per ' + process.env.PUBLISH_TARGET + ' (' + process.env.PUBLISH_BRANCH + ')');
// The site switches a moment after the deploy ends, as a host's would.
setTimeout(() => writeFileSync(${JSON.stringify(path.join(path.dirname(repository.root), 'site', 'version.json'))}, JSON.stringify({ commit: process.env.PUBLISH_COMMIT })), 600);
`,
    );
    const { final, statuses } = await publishWith(deploy);

    const commit = repository.remoteGit(['rev-parse', 'anteprima']);
    expect(final).toEqual({ phase: 'online', commit, at: expect.any(String), url: SITE_URL });
    expect(describeStatus(final)).toMatch(new RegExp(`^Online dalle \\d{2}:\\d{2}: ${SITE_URL}$`));
    const phases = statuses.map((status) => status.phase);
    expect(phases.slice(0, 2)).toEqual(['checking', 'pushed']);
    expect(phases.at(-1)).toBe('online');
    expect(statuses.filter((status) => status.phase === 'deploying').map((status) => describeStatus(status))).toContain(
      'In pubblicazione…',
    );
    expect(statuses).toContainEqual({
      phase: 'deploying',
      commit,
      log: [`Build della versione ${commit.slice(0, 7)} per anteprima (anteprima)`],
    });
  });

  it('reports an error with the last 20 lines of a deploy command that fails', async () => {
    const deploy = deployScript(
      'deploy-fails.mjs',
      `for (let line = 1; line <= 30; line += 1) console.log('passo ' + line);
console.error('Build interrotta: 1 errore nei contenuti.');
process.exit(1);
`,
    );
    const { final } = await publishWith(deploy);

    expect(final.phase).toBe('error');
    if (final.phase !== 'error') return;
    expect(final.log).toHaveLength(20);
    expect(final.log.at(-1)).toBe('Build interrotta: 1 errore nei contenuti.');
    expect(final.log[0]).toBe('passo 12');
    expect(describeStatus(final)).toBe('Errore: Il comando di deploy è finito con un errore (codice 1).');
  });

  it('posts to a deploy hook and reaches online; a hook that answers an error is an error', async () => {
    const called = await publishWith(`${SITE_URL}/hook`);
    expect(called.final).toMatchObject({ phase: 'online', commit: repository.remoteGit(['rev-parse', 'anteprima']) });

    hookStatus = 500;
    const refused = await publishWith(`${SITE_URL}/hook`);
    expect(refused.final).toEqual({
      phase: 'error',
      message: 'Il deploy hook ha risposto 500 Internal Server Error.',
      log: ['build non avviata'],
    });
  });

  it('says the site is not online yet after the timeout when it keeps serving the old version', async () => {
    const { final } = await publishWith('', { PUBLISH_TIMEOUT_MS: '1500' });

    expect(final.phase).toBe('error');
    expect(describeStatus(final)).toMatch(
      /^Errore: Il sito http:\/\/127\.0\.0\.1:\d+ non mostra ancora la nuova versione \([0-9a-f]{7}\) dopo 2 secondi/,
    );
  });
});
