// The layering of docs/architecture.md, checked by `npm run check:layers` (dependency-cruiser, run in npm
// test). Paths are relative to the repository root; "$1" in a `to` refers to the `from` path's first group.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that reaches itself again through its imports, type-only ones included: move the shared piece one layer down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-has-no-words',
      severity: 'error',
      comment:
        'domain/ holds the rules shared by the Worker and the app, without a word of copy: valibot and itself only (no copy/, schemas/, React, Hono, DOM, Node).',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^domain/', '^node_modules/valibot/'] },
    },
    {
      name: 'copy-names-the-rules',
      severity: 'error',
      comment:
        'copy/ holds the words (the Spanish reference and the catalogues): it reads the rules it names from domain/ and nothing else.',
      from: { path: '^copy/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^copy/', '^domain/'] },
    },
    {
      name: 'schemas-join-rules-and-copy',
      severity: 'error',
      comment: 'schemas/ holds the valibot schemas the Worker and the forms share: a rule from domain/ with its message from copy/.',
      from: { path: '^schemas/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^schemas/', '^copy/', '^domain/', '^node_modules/valibot/'] },
    },
    {
      name: 'app-imports-no-worker',
      severity: 'error',
      comment: 'The app knows the Worker only through `type AppType` (worker/api.ts, the API alone) for the typed hc client.',
      from: { path: '^app/' },
      to: { path: '^worker/', pathNot: '^worker/api\\.ts$' },
    },
    {
      name: 'app-imports-worker-types-only',
      severity: 'error',
      comment: 'worker/api.ts is imported for its type (`import type { AppType }`), never for its code.',
      from: { path: '^app/' },
      to: { path: '^worker/api\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'worker-renders-app-through-server',
      severity: 'error',
      comment: 'The Worker renders public pages through app/server/ (decision 0010) and reaches no other app module itself.',
      from: { path: '^worker/' },
      to: { path: '^app/', pathNot: '^app/server/' },
    },
    {
      name: 'lib-is-the-bottom-of-app',
      severity: 'error',
      comment: 'app/lib/ is the lowest layer of the app: domain/, packages and itself only.',
      from: { path: '^app/lib/' },
      to: { path: '^app/', pathNot: '^app/lib/' },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment: 'app/components/ is shared by every feature: it imports app/lib/, domain/ and itself only.',
      from: { path: '^app/components/' },
      to: { path: '^app/', pathNot: ['^app/components/', '^app/lib/'] },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment: 'Features (and the offline layer) are composed by the routes; they never import routes, app/server/ or the app root.',
      from: { path: '^app/(features/[^/]+|offline)/' },
      to: { path: '^app/', pathNot: ['^app/(features|offline|components|lib)/'] },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment: "A feature uses another feature (or app/offline) only through that one's public index.ts.",
      from: { path: '^app/(features/[^/]+|offline)/' },
      to: { path: '^app/(features/[^/]+|offline)/', pathNot: ['^app/$1/', '^app/(features/[^/]+|offline)/index\\.ts$'] },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with; swc parses TS and TSX
    // and keeps type-only imports, marked as such, without tsPreCompilationDeps (decision 0031).
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^app/route-tree\\.gen\\.ts$' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
