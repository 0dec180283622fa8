import type { Plugin } from 'vite';
import { iconModuleSource } from '../../content-compiler/icon-module.ts';
import { LIVE_CONTENT_KEY } from './live.ts';

const PREFIX = '\0editor-live:';

/** An object whose every read goes to the live content's current value, so a render after an edit sees the edit. */
const liveObject = (read: string, target = '{}') => `new Proxy(${target}, {
  get: (_, key) => Reflect.get(${read}, key),
  has: (_, key) => Reflect.has(${read}, key),
  ownKeys: () => Reflect.ownKeys(${read}),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(${read}, key);
    return descriptor && { ...descriptor, configurable: true };
  },
})`;

const live = `globalThis[Symbol.for(${JSON.stringify(LIVE_CONTENT_KEY)})]`;

const MODULES: Record<string, string> = {
  'virtual:site': `export default ${liveObject(`${live}.site`)};`,
  'virtual:posts': `export default ${liveObject(`${live}.posts`, '[]')};`,
  'virtual:request-forms': `export default ${liveObject(`${live}.requestForms`)};`,
  // The route table is made when the module is evaluated: the editor loads the renderer again when pages come or go.
  'virtual:routes': `export const routeManifest = ${live}.manifest;
export const pageLoaders = new Proxy({}, {
  get: (_, path) => (${live}.pages.has(path) ? () => Promise.resolve({ default: ${live}.pages.get(path) }) : undefined),
});`,
  'virtual:icons': iconModuleSource('all'),
};

/** The site's content modules for the editor's preview build: read from the editor's live content at render time. */
export function liveContentPlugin(): Plugin {
  return {
    name: 'editor-live-content',
    resolveId(id) {
      return id in MODULES ? PREFIX + id : undefined;
    },
    load(id) {
      return id.startsWith(PREFIX) ? MODULES[id.slice(PREFIX.length)] : undefined;
    },
  };
}
