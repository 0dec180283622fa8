// The site's own server renderer, built by editor/preview/vite.config.ts with its content read live (live-content-plugin.ts).
export { renderPage } from '../../src/entry-server.tsx';
