/** What the owner's app's browser tests share: `npm run inbox` started over the e2e site's store, and axe. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface RunningInbox {
  address: string;
  stop(): Promise<void>;
}

/** `npm run inbox` on a free port over the e2e site's store; resolves with the address it prints. */
export async function startInbox(databaseUrl: string): Promise<RunningInbox> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'inbox/cli.ts', '--port', '0', '--db', databaseUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run inbox exited with ${code}:\n${output}`)));
  });
  return {
    address,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function expectNoAxeViolations(page: Page, state: string) {
  // The settled screen: read mid-fade, a drawer's badge or a closing dialog's title has the contrast of a half-drawn frame
  // (axe found 4.48:1 and 1.15:1 there, 1 run in 4 on a fast machine).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} → ${node.failureSummary ?? ''}`).join(' | ')}`,
  );
  expect(found, `axe-core violations, ${state}`).toEqual([]);
}
