/**
 * The boundary checker (ARCHITECTURE.md 'Boundaries'), run by `npm run lint`:
 *   npx depcruise apps packages --config .dependency-cruiser.cjs
 * Each rule says why it exists; a new cycle or a forbidden import fails the lint.
 */

/** Test support may reach anywhere: it sets up and inspects what production hides. */
const TEST_SUPPORT = '^apps/api/src/testing/|^apps/web/src/testing/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No file-level import cycle anywhere: a cycle makes load order matter and the files one unit. ' +
        'A lazy import() (a split chunk, loaded after its importer ran) or a type-only import (erased at ' +
        'compile time) cannot cause that, so a cycle through one of them is allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-only'] } },
    },
    {
      name: 'api-no-folder-cycle',
      severity: 'error',
      comment:
        'No cycle between folders of the API (modules, adapters, plugins, db, lib): the layers stay ' +
        'one-directional, so a module can be read, tested and changed without the ones above it.',
      scope: 'folder',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'adapters-import-no-module',
      severity: 'error',
      comment:
        'An adapter only translates an outside system behind its interface: it imports no module, ' +
        'plugin, seed or the app. The routes that act on its messages live in the modules.',
      from: { path: '^apps/api/src/adapters/', pathNot: TEST_SUPPORT },
      to: { path: '^apps/api/src/(modules|plugins|seed)/|^apps/api/src/app\\.ts$' },
    },
    {
      name: 'no-seed-in-production',
      severity: 'error',
      comment:
        'Production code imports nothing from seed/ (demo data): only the composition root ' +
        '(app.ts) runs it at start, and tests and scripts may use its data.',
      from: {
        path: '^apps/',
        pathNot: `^apps/api/src/seed/|^apps/api/src/app\\.ts$|${TEST_SUPPORT}`,
      },
      to: { path: '^apps/api/src/seed/' },
    },
    {
      name: 'seed-constants-from-shared',
      severity: 'error',
      comment:
        "The seed takes constants from packages/shared, never from a module's service.ts (which would " +
        'tie the seed to the service and the service to the seed); it uses the named functions modules export.',
      from: { path: '^apps/api/src/seed/' },
      to: { path: '^apps/api/src/modules/[^/]+/service\\.ts$' },
    },
    {
      name: 'no-table-reach-in',
      severity: 'error',
      comment:
        "Each module owns its tables: another module's table objects (its schema.ts) are used only by " +
        'schema files (foreign keys). Everything else goes through what the owner exports.',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: `/schema\\.ts$|${TEST_SUPPORT}` },
      to: { path: '^apps/api/src/modules/[^/]+/schema\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment:
        'A web feature does not import another feature: screens that combine features are composed in app/.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_SUPPORT },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-no-features',
      severity: 'error',
      comment:
        'The shared parts of the web app (components, lib, config, messages) sit below the features: ' +
        'only app/ (routes) and tests import features.',
      from: { path: '^apps/web/src/', pathNot: `^apps/web/src/(app|features)/|${TEST_SUPPORT}` },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-not-api',
      severity: 'error',
      comment: 'The web app talks to the API over HTTP; the contract they share lives in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      comment: 'The API does not import the web app; the contract they share lives in packages/shared.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is the contract below both apps: it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are left out: they may reach anywhere, and nothing imports them (they close no cycle).
    exclude: { path: 'node_modules|/dist/|\\.test\\.tsx?$' },
    // Type-only imports count: a cycle through types is still a cycle between the files.
    tsPreCompilationDeps: true,
    // The web's tsconfig resolves its '@/' alias (its baseUrl must be set: the paths plugin reads
    // them from the current directory otherwise); the API and shared use relative imports and the
    // workspace package '@conto-gioco/shared', whose 'exports' map resolves to packages/shared/src.
    // Absolute: TypeScript would resolve the file's 'extends' against a relative name twice.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
