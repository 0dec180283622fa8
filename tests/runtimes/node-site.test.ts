// @vitest-environment node
/**
 * The built site on another Node (22, 24 or 26 from the npm registry): the server that `npm start`
 * runs, from the same build, answers every route and every other path with the same status, headers
 * and bytes as on the machine's Node. `npm run test:runtimes` runs this file, and the function's
 * contract, with each of the node-NN runtimes.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, runtimeUnderTest } from './support/runtimes.ts';
import type { RunningRuntime, RuntimeHarness } from './support/runtimes.ts';
import { comparedHeaders, otherPaths, routes } from './support/site-paths.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let machineHarness: RuntimeHarness;
let otherHarness: RuntimeHarness;
let machineNode: RunningRuntime;
let otherNode: RunningRuntime;

beforeAll(async () => {
  [machineHarness, otherHarness] = await Promise.all([createHarness('node'), createHarness(runtimeUnderTest())]);
  const settings = { LOG_LEVEL: 'error' };
  [machineNode, otherNode] = await Promise.all([machineHarness.start(settings), otherHarness.start(settings)]);
});

afterAll(async () => {
  await Promise.all([machineNode?.stop(), otherNode?.stop()]);
  await Promise.all([machineHarness?.dispose(), otherHarness?.dispose()]);
});

it(`serves each of the ${routes.length} routes, and the other paths, as the machine's Node does: status, headers and body`, async () => {
  expect(routes.length).toBeGreaterThanOrEqual(34);
  expect(otherHarness.version).not.toBe(machineHarness.version);
  for (const path of [...routes, ...otherPaths]) {
    const ask = (server: RunningRuntime) => fetch(`${server.origin}${path}`, { redirect: 'manual' });
    const [fromMachine, fromOther] = await Promise.all([ask(machineNode), ask(otherNode)]);
    expect(comparedHeaders(fromOther), path).toEqual(comparedHeaders(fromMachine));
    expect(Buffer.from(await fromOther.arrayBuffer()).equals(Buffer.from(await fromMachine.arrayBuffer())), path).toBe(true);
  }
  const home = await fetch(`${otherNode.origin}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<h1');
});
