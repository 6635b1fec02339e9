import type Handlebars from "handlebars";
import HandlebarsRuntime from "handlebars/runtime";
import { CLASS_ORDER, VENN_CLASSES } from "../report/index.ts";
import {
  fmtBytes,
  fmtCount,
  fmtFlops,
  fmtInt,
  fmtIntensity,
  fmtJoules,
  fmtMilliseconds,
  fmtParams,
  fmtPercent,
  fmtRate,
  fmtSeconds,
  fmtSignedBytes,
  fmtSignedPercent,
  fmtSignedSeconds,
  fmtTokensPerSecond,
  fmtUsd,
} from "./format.ts";
import { fullHandlebars } from "./handlebars-full.ts";
import { PRECOMPILED_MD } from "./precompiled.ts";
import { PRECOMPILED_HTML, type TemplateSpecification } from "./precompiled-html.ts";

/** Template texts by name ("report.md", "partials/site-table.md"), read by the load stage. */
export type Templates = Readonly<Record<string, string>>;

const orDash = (f: (v: number) => string) => (v: unknown) => (typeof v === "number" ? f(v) : "—");

/** Any character mdText rewrites. */
const MD_SPECIAL = /[\r\n\u2028\u2029\\[\]|<>]/;

/**
 * Text from an input file as Markdown text, not Markdown: a newline would start a heading or a list, brackets a
 * link, angle brackets raw HTML (a <script>), pipes a table column.
 */
const mdText = (v: unknown) => {
  const text = String(v ?? "—");
  // Most cells (names, ids) hold none of these: one test instead of four replaces.
  if (!MD_SPECIAL.test(text)) return text;
  return text
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/[\\[\]|]/g, "\\$&")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
};
/** Escapes a value for a Markdown table cell: as mdText (pipes and newlines would break the row). */
const mdCell = mdText;

/** Only web links are links: a javascript:, data: or vbscript: source is shown as text, never as an href. */
const webLink = (v: unknown) => typeof v === "string" && /^https?:\/\/[^\s]/i.test(v);

/**
 * A web link's target as a Markdown link destination: each character that would end it early (a parenthesis, an
 * angle bracket, a space) or break its row (a pipe) is percent-encoded, which names the same resource.
 */
const mdHref = (v: unknown) =>
  String(v).replace(
    /[()<>\s|\\`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );

/** The mark each site's timing tag gets in Markdown and HTML, so a measured row stands out from an estimate. */
const TIMING_MARKS: Record<string, string> = {
  measured: "● measured",
  interpolated: "◐ interpolated",
  estimated: "○ estimated",
};

const HELPERS: Record<string, Handlebars.HelperDelegate> = {
  seconds: orDash(fmtSeconds),
  ms: orDash(fmtMilliseconds),
  bytes: orDash(fmtBytes),
  flops: orDash(fmtFlops),
  flopsPerSecond: orDash((v) => fmtRate(v, "FLOP/s")),
  bytesPerSecond: orDash((v) => fmtRate(v, "B/s")),
  percent: orDash(fmtPercent),
  int: orDash(fmtInt),
  countOf: orDash(fmtCount),
  intensity: orDash(fmtIntensity),
  params: orDash(fmtParams),
  tokensPerSecond: orDash(fmtTokensPerSecond),
  joules: orDash(fmtJoules),
  watts: orDash((v) => `${fmtInt(Math.round(v))} W`),
  cell: mdCell,
  md: mdText,
  isWebLink: webLink,
  href: mdHref,
  code: (v: unknown) => {
    if (v === null || v === undefined) return "—";
    const text = String(v);
    // A line break would end the code span's paragraph (the next line a heading of its own), a backtick the span.
    return `\`${/[`\r\n\u2028\u2029]/.test(text) ? text.replace(/`/g, "").replace(/[\r\n\u2028\u2029]+/g, " ") : text}\``;
  },
  yesNo: (v: unknown) => (v ? "yes" : "no"),
  usd: orDash(fmtUsd),
  signedSeconds: orDash(fmtSignedSeconds),
  signedBytes: orDash(fmtSignedBytes),
  signedPercent: orDash(fmtSignedPercent),
  inc: (v: unknown) => (typeof v === "number" ? v + 1 : v),
  timingMark: (v: unknown) => TIMING_MARKS[String(v)] ?? String(v),
  siteCount: (v: unknown) => `${String(v)} site${v === 1 ? "" : "s"}`,
  /** A raw number for an HTML table's data-sort (12 significant digits, as the JSON report); empty for none. */
  sortKey: (v: unknown) => (typeof v === "number" ? String(Number(v.toPrecision(12))) : ""),
};

/** The compile options of a template by its name's suffix: Markdown is not HTML-escaped. */
function compileOptions(kind: "md" | "html") {
  return {
    strict: true,
    knownHelpersOnly: true,
    knownHelpers: Object.fromEntries(Object.keys(HELPERS).map((h) => [h, true])),
    noEscape: kind === "md",
  };
}

/** A template's text and, where the build precompiled that very text, its precompiled form. */
interface TemplateSource {
  text: string;
  spec: TemplateSpecification | undefined;
}

const sourceOf = (kind: "md" | "html", name: string, text: string): TemplateSource => {
  const precompiled = (kind === "md" ? PRECOMPILED_MD : PRECOMPILED_HTML)[name];
  return { text, spec: precompiled?.text === text ? precompiled.spec : undefined };
};

/** A template's compiled form: the build-time one where the text is the one it was precompiled from. */
function templateOf(env: typeof Handlebars, { text, spec }: TemplateSource, kind: "md" | "html") {
  return spec ? env.template(spec) : env.compile(text, compileOptions(kind));
}

/** Data every template reads as @-variables: the Venn classes' badge colours (the stylesheet's .cls-* rules). */
const TEMPLATE_DATA = {
  vennClasses: CLASS_ORDER.map((id) => {
    const { css, background, border } = VENN_CLASSES[id];
    return { css, background, border };
  }),
};

/** One Handlebars environment per output kind: strict (a missing field throws), known helpers only. */
export function compileTemplates(templates: Templates, kind: "md" | "html", name = "report") {
  const main = `${name}.${kind}`;
  const used = new Map(
    Object.entries(templates)
      .filter(([file]) => file === main || (file.startsWith("partials/") && file.endsWith(`.${kind}`)))
      .map(([file, text]) => [file, sourceOf(kind, file, text)]),
  );
  const mainSource = used.get(main);
  if (mainSource === undefined) throw new Error(`internal: template ${main}.hbs was not loaded`);
  // The runtime alone where every template is precompiled (the CLI bundle's templates/); else the compiler too.
  const all = [...used.values()].every((source) => source.spec);
  const env = all ? (HandlebarsRuntime as typeof Handlebars).create() : fullHandlebars().create();
  for (const [name, fn] of Object.entries(HELPERS)) env.registerHelper(name, fn);
  for (const [file, source] of used)
    if (file !== main)
      env.registerPartial(file.slice("partials/".length, -`.${kind}`.length), templateOf(env, source, kind));
  const template = templateOf(env, mainSource, kind);
  return (view: unknown) => template(view, { data: TEMPLATE_DATA });
}

/**
 * A parsed template without its source locations. The compiler writes each node's location into the code as an
 * object literal (a helper's options, a strict lookup's argument) that only an error message reads; a report builds
 * thousands of them per run, so the shipped templates leave them out (an error still names the missing field).
 */
function withoutLocations<T>(node: T): T {
  if (Array.isArray(node)) for (const child of node) withoutLocations(child);
  else if (node !== null && typeof node === "object") {
    delete (node as { loc?: unknown }).loc;
    for (const child of Object.values(node)) withoutLocations(child);
  }
  return node;
}

/**
 * The module the CLI bundle puts in place of precompiled.ts (kind md) or precompiled-html.ts (kind html): every template
 * of that kind precompiled with the options compileTemplates uses, beside the text it came from, so starting a report
 * skips the Handlebars compiler.
 */
export function precompiledModule(templates: Templates, kind: "md" | "html"): string {
  const entries = Object.keys(templates)
    .filter((name) => name.endsWith(`.${kind}`))
    .sort()
    .map((name) => {
      const text = templates[name] as string;
      const full = fullHandlebars();
      const spec = full.precompile(withoutLocations(full.parse(text)), compileOptions(kind));
      return `  ${JSON.stringify(name)}: {\n    text: ${JSON.stringify(text)},\n    spec: ${spec},\n  },`;
    });
  return [
    "// Generated from templates/ by precompiledModule in src/render/handlebars.ts (npm run build:cli); do not edit.",
    "// biome-ignore-all lint: generated code",
    "// biome-ignore-all format: generated code",
    "// @ts-nocheck",
    'import type { TemplateSpecification } from "handlebars";',
    "",
    `export const PRECOMPILED_${kind.toUpperCase()}: Readonly<Record<string, { text: string; spec: TemplateSpecification }>> = {`,
    ...entries,
    "};",
    "",
  ].join("\n");
}
