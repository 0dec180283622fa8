/**
 * The code a worker thread is started with (`new Worker(code, { eval: true })`) to run a TypeScript
 * module like the rest of the project (which runs under tsx). Worker threads do not inherit tsx's
 * module hooks on Node 20, so the worker registers them before loading its module.
 */
export function typeScriptWorkerBootstrap(workerModule: URL): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerModule.href)}); });`;
}
