/** Layering rules of STYLE.md §3; each rule says why it exists. */
const STAGES = [
  "load",
  "validate",
  "instantiate",
  "shard",
  "cost",
  "fuse",
  "venn",
  "measure",
  "rank",
  "serve",
  "report",
  "render",
];
const later = (stage) => STAGES.slice(STAGES.indexOf(stage) + 1).join("|");

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "cycles make the stage order meaningless and break tree-shaking",
      from: {},
      to: { circular: true },
    },
    {
      name: "cli-only-uses-index",
      severity: "error",
      comment: "the CLI is a client of the library API like any other",
      from: { path: "^src/cli/" },
      to: { path: "^src/", pathNot: ["^src/cli/", "^src/index\\.ts$", "^src/diagnostics/format\\.ts$"] },
    },
    {
      name: "only-load-touches-fs",
      severity: "error",
      comment: "the file system and YAML parsing live in load (and the CLI writes outputs), so every other stage is pure",
      from: { path: "^src/", pathNot: ["^src/load/", "^src/cli/", "^src/pipeline\\.ts$"] },
      to: { path: "^(node:)?fs|^yaml$|node_modules/yaml/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "render-reads-report-model",
      severity: "error",
      comment: "renderers are pure functions of the ReportModel",
      from: { path: "^src/render/" },
      to: { path: "^src/", pathNot: ["^src/render/", "^src/report/"] },
    },
    ...STAGES.slice(0, -1).map((stage) => ({
      name: `stages-flow-forward-${stage}`,
      severity: "error",
      comment: `${stage} must not import the stages after it`,
      from: { path: `^src/${stage}/` },
      to: { path: `^src/(${later(stage)})/` },
    })),
    {
      name: "no-src-to-test",
      severity: "error",
      comment: "shipped code never depends on tests",
      from: { path: "^src/" },
      to: { path: "^test/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
