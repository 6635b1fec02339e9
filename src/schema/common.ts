import { z } from "zod";
import { closest } from "../diagnostics/index.ts";
import { formatSpellings, parseFormat } from "../formats/index.ts";

/** A schema built on its first use (each file's `build`): a run whose inputs the input cache remembers builds none. */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

/** Precision roles a circuit binds with "{role}" and a model sets; one list for both. */
export const PRECISION_ROLES = ["weight", "act", "kv_cache", "dtype"] as const;
export type PrecisionRole = (typeof PRECISION_ROLES)[number];

/** Concrete spellings to suggest from: the fixed ones, and the parametric ones at their usual parameters. */
const EXAMPLES = formatSpellings().map((spelling) =>
  spelling.replace("<n>", "128").replace("<r>x<c>", "128x128"),
);
/**
 * Spellings to offer for a text that is not a format: every example it is the family of ("fp8" → fp8/tensor,
 * fp8/token, ...), in registry order, else the closest one; empty when nothing is near.
 */
export function suggestFormats(text: string): string[] {
  const lower = text.trim().toLowerCase();
  const family = EXAMPLES.filter(
    (e) => e.startsWith(`${lower}/`) || (lower.length >= 3 && e.startsWith(lower)),
  );
  if (family.length) return family;
  const near = closest(lower, EXAMPLES);
  return near ? [near] : [];
}

const hintFor = (text: string) => {
  const hint = closest(text, EXAMPLES);
  return hint ? ` (did you mean "${hint}"?)` : "";
};

function formatProblem(text: string): string | undefined {
  const parsed = parseFormat(text);
  if (parsed.ok) return undefined;
  return parsed.canonical
    ? `format "${text}" is not canonical: write "${parsed.canonical}"`
    : `unknown format "${text}"${hintFor(text)}; expected one of ${formatSpellings().join(", ")}`;
}

/** The schemas other files build theirs from, built on first use as theirs are (zod loads only then). */
export const primitives = onFirstUse(() => ({
  identifier: z.string().regex(/^[a-z][a-z0-9_]*$/, "a snake_case identifier such as q_heads"),
  formatName: z.string().superRefine((text, ctx) => {
    const message = formatProblem(text);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  /** A literal format or a precision role in braces, e.g. "{act}". */
  formatRef: z.string().superRefine((text, ctx) => {
    const role = /^\{(.*)\}$/.exec(text);
    const message = role
      ? (PRECISION_ROLES as readonly string[]).includes(role[1] ?? "")
        ? undefined
        : `unknown precision role "${text}"; expected one of ${PRECISION_ROLES.map((r) => `{${r}}`).join(", ")}`
      : formatProblem(text);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
}));

/** A source link: http or https only, since reports render it as a link (a javascript: or data: URL never is). */
export const webUrl = () => z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" });

/** A key of the document's `sources:`, in kebab-case; `what` is the kind of value that cites it. */
export const sourceKeyOf = (what: string) =>
  z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, "a key of `sources:` in kebab-case")
    .describe(`the key under sources: of the document this ${what} comes from`);

/** A document's `sources:`: each key a web page (which part of it) or a measurement file of this project with its date. */
export const sourcesRecord = (texts: { url: string; urlNote: string; file: string; what: string }) =>
  z
    .record(
      sourceKeyOf(texts.what),
      z.union([
        z.strictObject({
          url: webUrl().describe(texts.url),
          note: z.string().optional().describe(texts.urlNote),
        }),
        z.strictObject({
          file: z.string().min(1).describe(texts.file),
          measured: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD")
            .describe("the day the figures were measured"),
          note: z.string().optional().describe("the device and method"),
        }),
      ]),
    )
    .describe(`every document a ${texts.what} cites, by key`);

/**
 * Every `source:` below the top level names a key of `sources:`, said at that `source:`. A top-level `source` (an
 * engine's repository) is a URL, not a key.
 */
export function checkSourceKeys(doc: { sources: Record<string, unknown> }, ctx: z.RefinementCtx): void {
  const known = new Set(Object.keys(doc.sources));
  const visit = (value: unknown, path: (string | number)[]) => {
    if (value === null || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "source" && path.length > 0 && typeof child === "string" && !known.has(child))
        ctx.addIssue({
          code: "custom",
          path: [...path, key],
          message: `source "${child}" is not a key of sources: (have ${[...known].join(", ") || "none"})`,
        });
      else if (!(path.length === 0 && key === "sources")) visit(child, [...path, key]);
    }
  };
  visit(doc, []);
}
