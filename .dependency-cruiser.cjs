/**
 * Import boundaries (docs/CONVENTIONS.md), checked by `npm test` through
 * scripts/check-boundaries.mjs: no import cycles, a web feature imports no
 * other feature and not the app shell, and the contract imports nothing of
 * the apps.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: move what both sides need to a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-to-feature',
      severity: 'error',
      comment: 'A web feature imports no other feature: share through components/, api/ or the contract.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-to-app',
      severity: 'error',
      comment: 'A web feature does not import the app shell (routes, guard, layout); tests may use its providers.',
      from: { path: '^apps/web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'contract-stays-shared',
      severity: 'error',
      comment: 'The contract is shared by web and server: it imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
