import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this test run, shared by its forks: the one built copy of the site lives there (tests/unit/content/site-fixture.ts). */
    sharedRunDir: string;
  }
}

/** Makes the run's shared folder only; what goes in it is built by the first test that asks for it, so a run that needs none pays nothing. */
export default function setup(project: TestProject): () => void {
  const sharedRunDir = mkdtempSync(path.join(tmpdir(), 'vitest-run-'));
  project.provide('sharedRunDir', sharedRunDir);
  return () => rmSync(sharedRunDir, { recursive: true, force: true });
}
