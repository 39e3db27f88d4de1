// dependency-cruiser's rules for `npm run check:imports` (part of `npm run lint`): the import graph of src/ and
// server.ts has no circle. Type-only imports count too (tsPreCompilationDeps): a circle through types still ties the
// modules' meaning together, and the graph has none to excuse.
/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: move what both need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'leads-core-knows-no-feature',
      severity: 'error',
      comment: 'Features register with the lead core (plans.ts, intake.ts) where their collection is defined.',
      from: { path: '^src/leads/' },
      to: { path: '^src/(newsletter|careers|privacy)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // Resolves the `@/` and `@payload-config` aliases as TypeScript does.
    tsConfig: { fileName: 'tsconfig.json' },
  },
}

export default config
