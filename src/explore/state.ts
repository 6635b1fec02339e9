// The explorer page's state: what its controls hold, how it lives in the URL hash, and the `venn report` command that
// gives the same numbers. Pure functions, shared by the page, the `venn explore` command and the browser test.
import { PRESETS, type PresetName } from "../formats/index.ts";
import { parseLayout, runsBeyondContext } from "../ir/index.ts";

/** At most this many devices are shown side by side. */
export const MAX_DEVICES = 3;

export interface ExploreState {
  model: string;
  /** One to MAX_DEVICES hardware ids. */
  hardware: string[];
  /** A weight/activation preset, or "" for the model's own precision. */
  precision: PresetName | "";
  engine: string;
  /** A parallel layout as --parallel writes it (tp=2), or "" for one device. */
  parallel: string;
  /** Sequences decoding one token each (multi:N). */
  batch: number;
  /** KV-cache tokens each sequence attends over. */
  context: number;
  /** One sequence's prefill chunk (single:N) costed beside the decode step; 0 for none. */
  chunk: number;
  /** Rental price per device-hour in USD replacing each shown device's profile price; 0 keeps the profiles'. */
  price: number;
  /** A reference model the engine already serves (--against): the Venn classification and work list; "" for none. */
  against: string;
}

/** `venn report`'s defaults: multi:1 at context 4096, the model's precision, the default engine. */
export const DEFAULT_STATE: Omit<ExploreState, "model" | "hardware"> = {
  precision: "",
  engine: "vllm",
  parallel: "",
  batch: 1,
  context: 4096,
  chunk: 0,
  price: 0,
  against: "",
};

const KEYS = [
  "model",
  "hardware",
  "precision",
  "engine",
  "parallel",
  "batch",
  "context",
  "chunk",
  "price",
  "against",
] as const;

/** The state as a URL hash: key=value pairs, the devices comma-separated, in a fixed order. */
export function stateToHash(state: ExploreState): string {
  return KEYS.map((k) => {
    const v = state[k];
    return `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(",") : String(v))}`;
  }).join("&");
}

/** A positive whole number from text, or the fallback. */
const whole = (text: string | undefined, fallback: number, min = 1) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
};

/** The state a hash names, over `base` for what it leaves out or gets wrong; devices and ids are not checked here. */
export function stateFromHash(hash: string, base: ExploreState): ExploreState {
  const pairs = new Map(
    hash
      .replace(/^#/, "")
      .split("&")
      .filter((p) => p.includes("="))
      .map((p) => {
        const at = p.indexOf("=");
        let value = p.slice(at + 1);
        try {
          value = decodeURIComponent(value);
        } catch {
          // a malformed escape keeps its text; the id lookup then says it is unknown
        }
        return [p.slice(0, at), value] as const;
      }),
  );
  const precision = pairs.get("precision") ?? base.precision;
  const hardware = (pairs.get("hardware") ?? base.hardware.join(","))
    .split(",")
    .filter((h) => h !== "")
    .slice(0, MAX_DEVICES);
  const price = Number(pairs.get("price") ?? base.price);
  return {
    model: pairs.get("model") || base.model,
    hardware: hardware.length ? hardware : base.hardware,
    precision: precision === "" || precision in PRESETS ? (precision as PresetName | "") : base.precision,
    engine: pairs.get("engine") || base.engine,
    parallel: pairs.get("parallel") ?? base.parallel,
    batch: whole(pairs.get("batch"), base.batch),
    context: whole(pairs.get("context"), base.context),
    chunk: whole(pairs.get("chunk"), base.chunk, 0),
    price: Number.isFinite(price) && price >= 0 ? price : base.price,
    against: pairs.get("against") ?? base.against,
  };
}

/** What the CLI refuses in these settings before any stage runs (a bad layout, a chunk past its context), or undefined. */
export function settingsProblem(state: ExploreState): string | undefined {
  const layout = state.parallel === "" ? undefined : parseLayout(state.parallel).problem;
  if (layout) return `--parallel ${state.parallel}: ${layout}`;
  return runsBeyondContext(runSpecs(state), state.context);
}

/** The runs the state costs: the decode step, and the prefill chunk where one is set. */
export const runSpecs = (state: ExploreState) => [
  { mode: "multi" as const, rows: state.batch },
  ...(state.chunk > 0 ? [{ mode: "single" as const, rows: state.chunk }] : []),
];

/** `venn report`'s arguments for the state, every setting written out, so its JSON has every number the page shows. */
export function reportArgs(state: ExploreState): string[] {
  const runs = runSpecs(state).map((r) => `${r.mode}:${r.rows}`);
  return [
    "report",
    state.model,
    "--hardware",
    state.hardware.join(","),
    ...runs.flatMap((r) => ["--runs", r]),
    "--context",
    String(state.context),
    ...(state.precision ? ["--precision", state.precision] : []),
    "--engine",
    state.engine,
    ...(state.parallel ? ["--parallel", state.parallel] : []),
    ...(state.price > 0 ? state.hardware.flatMap((h) => ["--price", `${h}=${state.price}`]) : []),
    ...(state.against ? ["--against", state.against] : []),
  ];
}

/** A word as a POSIX shell reads it back: bare where it is safe, else single-quoted. */
const shellWord = (w: string) => (/^[\w.,:=/+@-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`);

/** The command line that gives every number the page shows ("Copy CLI"). */
export const reportCommand = (state: ExploreState) => ["venn", ...reportArgs(state)].map(shellWord).join(" ");
