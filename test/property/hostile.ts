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

// Issue 30, round two.

/** Names of Object.prototype's members and the other keys a plain-object lookup would find without being given. */
export const prototypeFlagValue = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "__defineGetter__",
  "__lookupSetter__",
  "toLocaleString",
);

/** Web links whose path holds what ends a Markdown link destination early: parentheses, spaces, brackets, angles. */
export const webLinkWithStops = fc
  .tuple(
    fc.constantFrom("https://github.com/vllm-project/vllm/blob/main/", "http://e.com/"),
    fc.array(fc.constantFrom("a", "_", "(", ")", " ", "[x]", "<b>", "|", "`", "%29", "javascript:alert(1)"), {
      minLength: 1,
      maxLength: 8,
    }),
  )
  .map(([base, parts]) => `${base}${parts.join("")}`);

/**
 * Whether the Markdown holds the source as one whole link: its destination with every character that would end it
 * early (parentheses, angles, spaces) or break its table row (a pipe) percent-encoded, and no link target anywhere
 * holding such a character raw.
 */
export function linkEndedEarly(markdown: string, source: string): string | undefined {
  const encoded = source
    .trim()
    .replace(/[()<>\s|\\`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  if (!markdown.includes(`](${encoded})`)) return `no whole link to ${JSON.stringify(encoded)}`;
  for (const m of markdown.matchAll(/\]\((https?:[^)]*)\)/g))
    if (/[\s<>`|(]/.test(m[1] as string))
      return `a link target holding a stop: ${JSON.stringify(m[0].slice(0, 160))}`;
  return undefined;
}

/** Globs up to twice the length cap: runs of stars, question marks and literals, against names up to 50,000 long. */
export const longGlob = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom("*", "?", "a", "b", "*a", "?b"), fc.integer({ min: 1, max: 600 })), {
      minLength: 1,
      maxLength: 5,
    }),
    fc.constantFrom("", "b", "!", "*"),
  )
  .map(([runs, tail]) => runs.map(([unit, n]) => unit.repeat(n)).join("") + tail);

export const longName = fc
  .tuple(fc.constantFrom("a", "ab", "ba"), fc.integer({ min: 1, max: 50_000 }), fc.constantFrom("", "b", "!"))
  .map(([unit, n, tail]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n) + tail);

/** Text holding terminal control bytes: ESC/CSI/OSC sequences, BEL, C1 controls, DEL and bidi overrides. */
export const controlText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(
      "\u001b[2J",
      "\u001b]52;c;aGk=\u0007",
      "\u009b31m",
      "\u0007",
      "\u007f",
      "\u0000",
      "\r",
      "\u202e",
      "\u001b]8;;http://e\u001b\\",
    ),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, control, b]) => `${a}${control}${b}`);

/** A cell for a microbenchmark size column: past 2^53, fractions, zero, exponents up to overflow. */
export const sizeCell = fc.oneof(
  fc.constantFrom(
    "0",
    "1e308",
    "1e309",
    "9007199254740993",
    "9007199254740992",
    "0.5",
    "1024.5",
    "1e-300",
    "4096",
  ),
  fc.integer({ min: 0, max: 400 }).map((e) => `1e${e}`),
  fc.nat().map(String),
);

/** An Nsight cuda_gpu_kern_sum export: rows of kernel names (quoted, with commas, quotes and newlines) and totals. */
export const nsysSummary = fc
  .tuple(
    fc.integer({ min: 1, max: 20_000 }),
    fc.constantFrom("vllm::rms_norm_kernel", "flash_fwd_splitkv_kernel", "sm90_xmma_gemm", "unknown_kernel"),
    fc.constantFrom("", ", int", '"quoted"', "\nsecond line"),
  )
  .map(([rows, base, extra]) => {
    const head =
      '"Time (%)","Total Time (ns)","Instances","Avg (ns)","Med (ns)","Min (ns)","Max (ns)","StdDev (ns)","Name"';
    const cell = (i: number) => `"void ${base}<${i}>(float*${extra})"`.replace(/"quoted"/, '""quoted""');
    const lines = Array.from(
      { length: rows },
      (_, i) => `0.0,${1000 + i},${1 + (i % 7)},1.0,1.0,1,1,0.0,${cell(i)}`,
    );
    return { rows, text: `${head}\n${lines.join("\n")}\n` };
  });
