/** Layering rules of STYLE.md §3; each rule says why it exists. */
const STAGES = [
  "load",
  "validate",
  "instantiate",
  "shard",
  "cost",
  "calibrate",
  "fuse",
  "venn",
  "measure",
  "rank",
  "serve",
  "simulate",
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
      name: "cli-sees-only-commands",
      severity: "error",
      comment: "the CLI parses flags and prints; what a command does lives in src/app/, reached as the library API",
      from: { path: "^src/cli/" },
      to: {
        path: "^src/",
        pathNot: ["^src/cli/", "^src/app/", "^src/index\\.ts$", "^src/diagnostics/format\\.ts$"],
      },
    },
    {
      name: "commands-stand-alone",
      severity: "error",
      comment:
        "a command never reaches into another; they share only the scope, src/app/shared/, and the two blocks others compose: one analysis per cell (report.ts) and the workload plan (serve.ts)",
      from: { path: "^src/app/[^/]+\\.ts$" },
      to: {
        path: "^src/app/",
        pathNot: ["^src/app/scope\\.ts$", "^src/app/shared/", "^src/app/report\\.ts$", "^src/app/serve\\.ts$"],
      },
    },
    {
      name: "commands-see-stage-fronts",
      severity: "error",
      comment: "commands run the pipeline and a stage's public face (its index.ts, the report builders among them), never a stage's insides",
      from: { path: "^src/app/" },
      to: { path: "^src/[^/]+/", pathNot: ["^src/app/", "^src/[^/]+/index\\.ts$"] },
    },
    {
      name: "stages-below-commands",
      severity: "error",
      comment: "data flows one way: commands call the pipeline, the pipeline calls the stages, never back up",
      from: { path: "^src/", pathNot: ["^src/app/", "^src/cli/", "^src/index\\.ts$"] },
      to: { path: "^src/app/" },
    },
    {
      name: "stages-below-pipeline",
      severity: "error",
      comment: "a stage is one step of the order pipeline.ts writes; it never runs the others",
      from: { path: "^src/", pathNot: ["^src/app/", "^src/cli/", "^src/index\\.ts$", "^src/pipeline\\.ts$"] },
      to: { path: "^src/pipeline\\.ts$" },
    },
    {
      name: "only-load-touches-fs",
      severity: "error",
      comment:
        "the file system and YAML parsing live in load (and the CLI writes outputs), so every stage, the pipeline and every command read through load",
      from: { path: "^src/", pathNot: ["^src/load/", "^src/cli/"] },
      to: { path: "^(node:)?fs|^yaml$|node_modules/yaml/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "core-runs-anywhere",
      severity: "error",
      comment:
        "the pipeline from parsed documents to the report model runs in a browser (venn explore): no Node built-in outside the readers of files (load), the CLI and the commands; the node-free parts of load (kinds, parse, reader, csv, guards, length-table) included",
      from: {
        path: "^src/",
        pathNot: [
          "^src/load/(?!(kinds|parse|reader|csv|guards|length-table)\\.ts$)",
          "^src/cli/",
          "^src/app/(?!scope\\.ts$)[^/]+\\.ts$",
          "^src/index\\.ts$",
        ],
      },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "render-reads-report-model",
      severity: "error",
      comment: "renderers are pure functions of the ReportModel",
      from: { path: "^src/render/" },
      to: { path: "^src/", pathNot: ["^src/render/", "^src/report/", "^src/input-cache/sha256\\.ts$"] },
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
