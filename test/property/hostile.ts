// Generators for hostile inputs: extreme numbers per quantity, prototype keys, backtracking patterns, size-0 and
// never-ending files, output paths that must not be replaced or left behind, link schemes and Markdown injection.
import fc from "fast-check";

/** Numbers at and past every edge the number rule draws: overflow, subnormals, 2^53 + 1, -0, NaN and Infinity. */
export const extremeNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "1e309",
    "1e308",
    "1e-320",
    "5e-324",
    "1e-31",
    "1e-30",
    "9007199254740993",
    "9007199254740991",
    "9007199254740992",
    "-0",
    "0",
    "0.0",
    ".nan",
    ".inf",
    "-.inf",
    "1e300",
    "2.2250738585072014e-308",
  ),
  fc.double({ noNaN: false }).map((d) => String(d)),
  fc.integer({ min: -400, max: 400 }).map((e) => `1e${e}`),
  fc.bigInt({ min: 2n ** 52n, max: 2n ** 70n }).map(String),
);

export const PROTOTYPE_NAMES = ["__proto__", "constructor", "prototype"] as const;
export const prototypeKey = fc.constantFrom(...PROTOTYPE_NAMES);

/** A prototype key written into YAML text as a sibling of the n-th key line (any depth), or into JSON at an object. */
export const prototypeInsertion = fc.record({
  at: fc.nat(),
  key: prototypeKey,
  value: fc.constantFrom("1", "{ layers: 32 }", "x", "null", "[1]"),
});

export function insertYamlKey(text: string, insertion: { at: number; key: string; value: string }): string {
  const lines = text.split("\n");
  const keyLines = lines.flatMap((line, i) => (/^\s*[A-Za-z_][\w-]*:/.test(line) ? [i] : []));
  const i = keyLines[insertion.at % Math.max(1, keyLines.length)] ?? 0;
  const indent = /^\s*/.exec(lines[i] ?? "")?.[0] ?? "";
  lines.splice(i, 0, `${indent}${insertion.key}: ${insertion.value}`);
  return lines.join("\n");
}

export function insertJsonKey(text: string, insertion: { at: number; key: string; value: string }): string {
  const opens = [...text.matchAll(/\{/g)].map((m) => m.index);
  const i = opens[insertion.at % Math.max(1, opens.length)] ?? 0;
  return `${text.slice(0, i + 1)}"${insertion.key}": {"num_hidden_layers": 32},${text.slice(i + 1)}`;
}

/** Regexes that backtrack for ever in RegExp: nested and overlapping quantifiers over what the name repeats. */
export const pathologicalRegex: fc.Arbitrary<string> = fc
  .letrec<{ re: string }>((tie) => ({
    re: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom("a", "a+", "a*", "(a|a)", "(a|aa)", ".", "\\w", "[a-z]", "(a?)"),
      tie("re").map((r) => `(${r})+`),
      tie("re").map((r) => `(${r})*`),
      tie("re").map((r) => `(?:${r}){2,}`),
      fc.tuple(tie("re"), tie("re")).map(([a, b]) => `${a}${b}`),
      fc.tuple(tie("re"), tie("re")).map(([a, b]) => `(${a}|${b})`),
    ),
  }))
  .re.chain((r) => fc.constantFrom(`^${r}$`, `${r}!`, r));

/** Constructs a linear matcher cannot run: backreferences, lookaround, huge counts, deep groups. */
export const refusedRegex = fc.constantFrom(
  "(a)\\1",
  "(?=a)a",
  "(?!b)a",
  "(?<=a)b",
  "(?<n>a)",
  "\\bword",
  "a{1000}",
  `${"(".repeat(300)}a${")".repeat(300)}`,
);

/** Globs with many stars and a tail that does not match: exponential in a backtracking translation. */
export const pathologicalGlob = fc
  .tuple(
    fc.integer({ min: 1, max: 30 }),
    fc.constantFrom("a", "?", "ab", ".*"),
    fc.constantFrom("b", "!", "", "?b"),
  )
  .map(([n, part, tail]) => `${`*${part}`.repeat(n)}*${tail}`);

/** Kernel names a pattern is matched against: long runs of what the pattern repeats, then a character that fails. */
export const hostileName = fc
  .tuple(
    fc.constantFrom("a", "ab", "aa", "x"),
    fc.integer({ min: 1, max: 4000 }),
    fc.constantFrom("!", "", "b", "\n"),
  )
  .map(([unit, n, tail]) => unit.repeat(Math.ceil(n / unit.length)) + tail);

/** URL schemes a source link may carry; only http and https may become links. */
export const linkSource = fc.oneof(
  fc.constantFrom(
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://example.com/x",
    "https://github.com/vllm-project/vllm",
    "http://example.com/x",
    "javascript://example.com/%0aalert(1)",
    "mailto:a@b.c",
  ),
  fc
    .tuple(fc.constantFrom("javascript", "data", "vbscript", "blob", "https", "http"), fc.webPath())
    .map(([scheme, path]) => `${scheme}:${path || "x"}`),
);

/** Names that would be Markdown structure if pasted raw: headings, links, raw HTML, table pipes, line breaks. */
export const markdownPayload = fc
  .tuple(
    fc.constantFrom(
      "x\n# INJ heading",
      "x\r\n## INJ",
      "[click](javascript:alert(1))",
      "<script>alert(1)</script>",
      "a | b | c",
      "x\n- INJ list",
      "![img](http://e/x.png)",
      "<img src=x onerror=alert(1)>",
      "x\u2028# INJ",
    ),
    fc.string({ maxLength: 12 }),
  )
  .map(([payload, noise]) => `${noise}${payload}`);

/** What a rendered Markdown report must never contain for those names: a heading, link or tag it did not write. */
export function markdownInjected(markdown: string): string | undefined {
  if (/^#+ INJ/m.test(markdown) || /^- INJ/m.test(markdown)) return "an injected heading or list item";
  if (/<script|<img /i.test(markdown)) return "raw HTML from an input";
  if (/(?<!\\)\]\((?:javascript|vbscript|data):/i.test(markdown)) return "a link with a script scheme";
  return undefined;
}

/** A link the HTML or Markdown report renders whose scheme is not http(s). */
export function unsafeLink(text: string): string | undefined {
  const href =
    /<a [^>]*href="(?!https?:|#)([^"]*)"/i.exec(text) ?? /(?<!\\)\]\((?!https?:|#)([^)]*)\)/.exec(text);
  return href ? `a link to ${href[1]}` : undefined;
}
