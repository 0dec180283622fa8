/** What `new Worker(filename, { eval })` needs to start one of the function's worker-thread modules. */
export interface WorkerThreadModule {
  filename: string | URL;
  eval: boolean;
}

/**
 * The module `<name>` beside the calling module, as a worker thread loads it. Compiled by the build
 * (`dist/.server/`, what `npm start` runs) it is `<name>.js` in the same folder. Run from the TypeScript
 * sources (tests, scripts under tsx), it is `<name>.ts`, and the thread first registers tsx's module
 * hooks, which worker threads do not inherit on Node 20.
 */
export function workerThreadModule(name: string, callerUrl: string): WorkerThreadModule {
  if (!callerUrl.endsWith('.ts')) return { filename: new URL(`./${name}.js`, callerUrl), eval: false };
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const source = new URL(`./${name}.ts`, callerUrl).href;
  return {
    filename: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}
