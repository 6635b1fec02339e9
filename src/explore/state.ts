// The explorer page's state: what its controls hold, how it lives in the URL hash, and the `venn report` command that
// gives the same numbers. Pure functions, shared by the page, the `venn explore` command and the browser test.
import { PRESETS, type PresetName } from "../formats/index.ts";
import { parseLayout, runsBeyondContext } from "../ir/index.ts";
import { parseSla, type Sla } from "../serve/index.ts";
import {
  type ArrivalSpec,
  type LengthSpec,
  MAX_RATE,
  parseArrivals,
  parseLength,
  type SimSla,
} from "../simulate/index.ts";

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
  /** The simulator's prompt tokens as --isl takes them: a number, lognormal:MEAN,SD…, or a distribution the page carries. */
  isl: string;
  /** Its output tokens, as --osl (the same distribution name as isl draws both from one cell). */
  osl: string;
  /** Open loop (Poisson arrivals at `rate` requests/s) or closed loop (`concurrency` requests in flight). */
  load: "poisson" | "concurrency";
  rate: number;
  concurrency: number;
  /** Requests simulated: at most MAX_PAGE_REQUESTS, so a run in the page takes about a second. */
  requests: number;
  /** SLA bounds in ms for goodput; 0 leaves that bound out. */
  ttft: number;
  tpot: number;
}

/** The most requests the page simulates per change (venn simulate runs up to 2,000,000 from the command line). */
export const MAX_PAGE_REQUESTS = 3000;

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
  // README's simulate example, at a size the page runs in about a second.
  isl: "1024",
  osl: "256",
  load: "poisson",
  rate: 4,
  concurrency: 16,
  requests: 300,
  ttft: 500,
  tpot: 30,
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
  "isl",
  "osl",
  "load",
  "rate",
  "concurrency",
  "requests",
  "ttft",
  "tpot",
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
  // + 0: "-0" reads as 0, which writes back as "0"
  return Number.isSafeInteger(n) && n >= min ? n + 0 : fallback;
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
  // A number the page can write back as it was read: finite and ≥ min, else the base's (a message is for a value out of range).
  const real = (key: "rate" | "ttft" | "tpot", min: number) => {
    const n = Number(pairs.get(key) ?? base[key]);
    // + 0: "-0" reads as 0, which writes back as "0"
    return Number.isFinite(n) && n >= min ? n + 0 : base[key];
  };
  // A length spec is kept as written (trimmed, bounded): simulationProblem says what is wrong with it.
  const spec = (key: "isl" | "osl") => (pairs.get(key) ?? base[key]).trim().slice(0, 80) || base[key];
  const load = pairs.get("load") ?? base.load;
  return {
    model: pairs.get("model") || base.model,
    hardware: hardware.length ? hardware : base.hardware,
    precision: precision === "" || precision in PRESETS ? (precision as PresetName | "") : base.precision,
    engine: pairs.get("engine") || base.engine,
    parallel: pairs.get("parallel") ?? base.parallel,
    batch: whole(pairs.get("batch"), base.batch),
    context: whole(pairs.get("context"), base.context),
    chunk: whole(pairs.get("chunk"), base.chunk, 0),
    price: Number.isFinite(price) && price >= 0 ? price + 0 : base.price,
    against: pairs.get("against") ?? base.against,
    isl: spec("isl"),
    osl: spec("osl"),
    load: load === "poisson" || load === "concurrency" ? load : base.load,
    rate: real("rate", Number.MIN_VALUE),
    concurrency: whole(pairs.get("concurrency"), base.concurrency),
    requests: whole(pairs.get("requests"), base.requests),
    ttft: real("ttft", 0),
    tpot: real("tpot", 0),
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

/** Words as one POSIX shell command line. */
export const shellCommand = (words: readonly string[]) => words.map(shellWord).join(" ");

/** The command line that gives every number the page shows ("Copy CLI"). */
export const reportCommand = (state: ExploreState) => shellCommand(["venn", ...reportArgs(state)]);

/** What `venn simulate` is given for the state's workload, each part as its flag's text, parsed as the CLI parses it. */
export interface SimulationSpec {
  arrivals: ArrivalSpec;
  isl: LengthSpec;
  osl: LengthSpec;
  sla?: SimSla;
}

/** The SLA flag's text (--sla ttft=500ms,tpot=30ms), or "" for none. */
const slaText = (s: ExploreState) =>
  [s.ttft > 0 ? `ttft=${s.ttft}ms` : "", s.tpot > 0 ? `tpot=${s.tpot}ms` : ""].filter(Boolean).join(",");

/**
 * The simulator's workload for the state, parsed from the text its flags would hold (so the numbers are the CLI's to
 * the bit), or the problem the page shows in its place. `carried` are the distribution names the page has tables for.
 */
export function simulationSpec(
  state: ExploreState,
  carried: readonly string[],
): { spec?: SimulationSpec; problem?: string } {
  if (state.parallel !== "") {
    const layout = parseLayout(state.parallel).problem;
    if (layout) return { problem: `--parallel ${state.parallel}: ${layout}` };
  }
  const length = (flag: string, text: string): { value?: LengthSpec; problem?: string } => {
    const parsed = parseLength(text);
    if (parsed.problem !== undefined || !parsed.value)
      return { problem: `--${flag} ${text}: ${parsed.problem ?? ""}` };
    if (parsed.value.kind === "histogram" && !carried.includes(parsed.value.name))
      return {
        problem: `--${flag} ${text}: this page carries the length distributions ${carried.join(", ") || "(none)"}; a number, uniform:MIN-MAX, normal:MEAN,SD or lognormal:MEAN,SD is drawn without one`,
      };
    return { value: parsed.value };
  };
  const isl = length("isl", state.isl);
  if (!isl.value) return { problem: isl.problem as string };
  const osl = length("osl", state.osl);
  if (!osl.value) return { problem: osl.problem as string };
  if (state.requests > MAX_PAGE_REQUESTS)
    return {
      problem: `--requests ${state.requests}: the page simulates at most ${MAX_PAGE_REQUESTS} requests per change (the command line runs more)`,
    };
  if (state.load === "concurrency" && state.concurrency > MAX_PAGE_REQUESTS)
    return { problem: `--concurrency ${state.concurrency}: at most ${MAX_PAGE_REQUESTS} in the page` };
  let arrivals: ArrivalSpec = { kind: "concurrency", concurrency: state.concurrency };
  if (state.load === "poisson") {
    const parsed = parseArrivals(`poisson:${state.rate}`);
    if (!parsed.value)
      return { problem: `--arrivals poisson:${state.rate}: ${parsed.problem ?? `at most ${MAX_RATE}`}` };
    arrivals = parsed.value;
  }
  const text = slaText(state);
  let sla: SimSla | undefined;
  if (text) {
    // --sla's parser (the CLI's parseSimSla): tpot is the serve stage's itl bound.
    const parsed = parseSla(text.replace("tpot=", "itl="));
    if (!parsed.sla)
      return { problem: `--sla ${text}: ${(parsed.problem ?? "").replace(/\bitl\b/g, "tpot")}` };
    sla = simSla(parsed.sla);
  }
  return { spec: { arrivals, isl: isl.value, osl: osl.value, ...(sla ? { sla } : {}) } };
}

const simSla = (sla: Sla): SimSla => ({
  ...(sla.ttftSeconds !== undefined ? { ttftSeconds: sla.ttftSeconds } : {}),
  ...(sla.itlSeconds !== undefined ? { tpotSeconds: sla.itlSeconds } : {}),
});

/** `venn simulate`'s arguments for the state: the first device shown, the workload and SLA, every setting written out. */
export function simulateArgs(state: ExploreState): string[] {
  const sla = slaText(state);
  return [
    "simulate",
    state.model,
    "--hardware",
    state.hardware[0] ?? "",
    ...(state.precision ? ["--precision", state.precision] : []),
    "--engine",
    state.engine,
    ...(state.parallel ? ["--parallel", state.parallel] : []),
    ...(state.price > 0 && state.hardware[0] ? ["--price", `${state.hardware[0]}=${state.price}`] : []),
    ...(state.load === "poisson"
      ? ["--arrivals", `poisson:${state.rate}`]
      : ["--concurrency", String(state.concurrency)]),
    "--isl",
    state.isl,
    "--osl",
    state.osl,
    "--requests",
    String(state.requests),
    ...(sla ? ["--sla", sla] : []),
    "--seed",
    "0",
  ];
}

/** The command line that gives the simulator panel's numbers. */
export const simulateCommand = (state: ExploreState) => shellCommand(["venn", ...simulateArgs(state)]);

/** The arrival rates (requests/s) swept for each device's SLA knee, as `venn simulate --rates` sweeps them. */
export const KNEE_RATES = [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 128] as const;

/** `venn simulate --rates` for one device: the state's workload and SLA swept over KNEE_RATES; its JSON names the knee. */
export function kneeArgs(state: ExploreState, hardware: string): string[] {
  const args = simulateArgs({ ...state, hardware: [hardware], load: "poisson" });
  const at = args.indexOf("--arrivals");
  args.splice(at, 2, "--rates", KNEE_RATES.join(","));
  return args;
}
