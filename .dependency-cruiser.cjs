// Import boundaries, checked by `npm run lint` and `npm test` (dependency-cruiser: it reads the
// TypeScript module graph, type-only imports included, so a cycle through types counts too).
// The layering is bulletproof-react's: shared -> features -> app, one way; features apart.
// Tests and type declarations compose layers as the app does (a feature's test renders it inside
// the app's providers; the i18next declaration lists every feature's English texts).
const TESTS_COMPOSE = '(\\.test\\.tsx?|-test-utils\\.tsx?|\\.d\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: break it by moving what both sides need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A web feature imports another feature: move what both need into web/src/shared, or compose them in web/src/app.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'web/src/shared serves every feature and the app, so it imports neither.',
      from: { path: '^web/src/shared/', pathNot: TESTS_COMPOSE },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'The app composes features; a feature that imports the app makes a loop of layers.',
      from: { path: '^web/src/features/', pathNot: TESTS_COMPOSE },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'contracts-on-zod-alone',
      severity: 'error',
      comment:
        'The contracts are read by the web app, the simulator and outside teams: they depend on zod only.',
      from: { path: '^contracts/src/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'core'],
        pathNot: '/zod/',
      },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'The contracts import no other package of the workspace.',
      from: { path: '^contracts/src/' },
      to: { path: '^(web|sim-server|fixtures|tests)/' },
    },
    {
      name: 'contracts-core-below-domains',
      severity: 'error',
      comment:
        'contracts/src/core holds what every domain uses, so it imports no domain; the registry, OpenAPI and refusals that compose the domains sit at contracts/src (decision 040).',
      from: { path: '^contracts/src/core/', pathNot: TESTS_COMPOSE },
      to: { path: '^contracts/src/', pathNot: '^contracts/src/core/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
