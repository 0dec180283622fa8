// @vitest-environment node
/**
 * On a Node older than 22.12 the build bundles the Worker with esbuild instead of wrangler
 * (build/worker-bundle.ts). It is checked here, on every run of the runtime suite, to be what
 * `wrangler deploy` would upload, byte for byte: a new wrangler, or a change to wrangler.jsonc,
 * fails here instead of leaving the build's figures untrue. `npm run test:runtimes` runs this file
 * with the workerd runtime, whose Node runs wrangler.
 */
import { expect, it, vi } from 'vitest';
import { wranglerNode } from '../../build/runtime-tools.ts';
import { bundleWorkerWithEsbuild, bundleWorkerWithWrangler } from '../../build/worker-bundle.ts';

vi.setConfig({ testTimeout: 120_000 });

it('bundles the Worker with esbuild into the same bytes as wrangler deploy', async () => {
  const byWrangler = bundleWorkerWithWrangler(wranglerNode());
  const byEsbuild = await bundleWorkerWithEsbuild();
  expect(byEsbuild.byteLength).toBe(byWrangler.byteLength);
  expect(byEsbuild.equals(byWrangler)).toBe(true);
});
