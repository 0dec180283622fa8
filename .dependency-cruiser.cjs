/**
 * The house's shape, checked by `npm test` (npm run lint:architecture; tests/unit/site/architecture.test.ts proves each
 * rule fails on the import it forbids). Rooms by role, each importing only the rooms below it:
 *
 *   scripts/, tests/          CLIs and benches; the tests
 *   editor/                   the marketers' editor
 *   publish/                  the marketers' publishing: release gate, commit and push, deploy and its status
 *   build/                    prerender, page document and styles, headers, server and Worker bundles
 *   runtimes/                 thin entries for other hosts
 *   site-server/              the one site server of Node and the Worker (and the owner's app behind its login, by design)
 *   inbox/                    the owner's lead inbox
 *   admin-shell/              what the inbox and the editor share: local access, security headers, start-up, theme
 *   content-compiler/         YAML → validated pages
 *   src/                      the renderer and the browser's code
 *   functions/                the form function
 *   schema/                   the ground: the vocabulary everyone shares
 *
 * Type-only imports count too: a circle of types is still a circle in the design.
 * dependency-cruiser reads TypeScript through @swc/core (a development dependency for that alone): it does not read
 * TypeScript 7, and without a parser it cruises nothing and reports no violation.
 */

/** Code that runs in the browser: the site's, the inbox's and the editor's clients, and the theme they share. */
const BROWSER = '^(src|inbox/client|editor/client|admin-shell/client)/';
/** The contracts a client shares with its own server: types and names only. */
const CLIENT_CONTRACTS = '^(inbox|editor)/api-types[.]ts$';

/** A room may import, of this repository, only itself and the rooms listed (packages are free). */
function onlyImports(name, room, allowed, comment) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: `^${room}/` },
    to: { dependencyTypes: ['local'], pathNot: `^(${[room, ...allowed].join('|')})/` },
  };
}

module.exports = {
  forbidden: [
    onlyImports('schema-is-the-ground', 'schema', [], 'schema/ is the vocabulary everyone shares: it imports nothing of the product.'),
    onlyImports('functions-on-schema', 'functions', ['schema'], 'The function runs alone on three runtimes: it imports only schema/.'),
    onlyImports('src-on-schema', 'src', ['schema'], 'The renderer knows the vocabulary, never the tools that feed it.'),
    onlyImports(
      'content-compiler-below-the-build',
      'content-compiler',
      ['src', 'schema'],
      'The content compiler reads the section schemas; the build, the lint and the editor use it.',
    ),
    onlyImports(
      'admin-shell-is-shared',
      'admin-shell',
      [],
      'The apps’ shell (local access, security headers, start-up, theme) serves the inbox and the editor alike: it imports none of them.',
    ),
    onlyImports('inbox-on-the-function', 'inbox', ['functions', 'schema', 'admin-shell'], 'The inbox reads the function’s store.'),
    onlyImports(
      'site-server-on-the-function',
      'site-server',
      ['functions', 'schema', 'inbox'],
      'The site server serves the built files and mounts the function; it also mounts the owner’s app, by design, only behind its login (site-server/admin.ts, for Node, the Worker and Deno).',
    ),
    onlyImports(
      'runtimes-are-thin',
      'runtimes',
      ['functions', 'site-server'],
      'A runtime entry binds the function and the site server to its host, nothing more.',
    ),
    onlyImports(
      'build-below-the-tools',
      'build',
      ['content-compiler', 'src', 'schema', 'site-server', 'functions'],
      'The build uses the content compiler, the renderer and the site server’s file names; no tool or test.',
    ),
    onlyImports(
      'publish-on-the-content',
      'publish',
      ['content-compiler', 'schema'],
      'Publishing reads the content through the content compiler (the release gate) and drives git and the deploy; the editor and the CLI use it.',
    ),
    onlyImports(
      'editor-below-the-tools',
      'editor',
      ['build', 'content-compiler', 'src', 'schema', 'publish', 'admin-shell'],
      'The editor uses the content compiler and the build’s page renderer for its preview.',
    ),
    {
      name: 'browser-code-stays-in-the-browser',
      comment: 'Code that runs in the browser imports no server, tool or build code (a client may read its server’s contract types).',
      severity: 'error',
      from: { path: BROWSER },
      to: {
        path: '^(functions|site-server|build|content-compiler|scripts|runtimes|inbox|editor|publish|admin-shell)/',
        pathNot: [BROWSER, CLIENT_CONTRACTS],
      },
    },
    {
      name: 'nothing-imports-the-build-output',
      comment: 'dist/ is what the build writes: reading it at run time goes through the site server’s files, never an import.',
      severity: 'error',
      from: {},
      to: { path: '^(dist|dist-[^/]+|[.]ssr[^/]*)/' },
    },
    {
      name: 'ui-is-a-leaf',
      comment: 'src/ui/ is the kit everything else builds on: it imports no other part of src/.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/', pathNot: '^src/ui/' },
    },
    {
      name: 'islands-below-sections',
      comment: 'Sections become islands; an island never imports a section (a section island is registered from its folder).',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^src/sections/' },
    },
    {
      name: 'no-folder-circles',
      comment: 'Folders form layers: a folder never imports, directly or through others, a folder that imports it.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular',
      comment:
        'No file imports, directly or through others, a file that imports it. A recursive form takes its child renderer from a context or a prop.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-imports-from-tests',
      comment: 'Tests use the product; the product never uses its tests.',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
  },
};
