// The import rules of the codebase, checked by `npm run lint` (decision 039). Known violations
// that the restructuring has not yet removed are listed in .dependency-cruiser-known-violations.json
// and shrink over time; a new violation fails the build.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles make load order matter and hide which side owns a concept.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        'The engine, the contracts and the demo catalog are used by the apps, never the reverse.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stay-apart',
      severity: 'error',
      comment: 'The web app and the server share code only through packages/.',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-shared-code-never-imports-features',
      severity: 'error',
      comment:
        'components/ and lib/ serve every feature; a feature import turns them into that feature.',
      from: { path: '^apps/web/src/(components|lib|test)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-stay-apart',
      severity: 'error',
      comment: 'Features import shared code, never each other (bulletproof-react).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-modules-meet-at-their-index',
      severity: 'error',
      comment:
        'A module uses another module through its index.ts (tests: testing/index.ts), never through its internals.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/testing/index\\.ts$',
        ],
      },
    },
    {
      name: 'server-code-uses-modules-through-their-index',
      severity: 'error',
      comment:
        'Outside modules/ (http, jobs, admin, app wiring, test helpers, bench) a module is used through its index.ts (tests: testing/index.ts) only.',
      from: { pathNot: '^apps/server/src/modules/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/testing/index\\.ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['node_modules', '(^|/)dist/', '^apps/web/dist', 'dependency-cruiser-fixtures'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
