/**
 * The house's shape, checked by `npm test` (scripts/test-all.ts): no two folders import each other, however far
 * round, and no code outside tests/ imports from tests/.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-circles',
      comment: 'Folders form layers: a folder never imports, directly or through others, a folder that imports it.',
      severity: 'error',
      scope: 'folder',
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
    // Type-only imports count too: a circle of types is still a circle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
  },
};
