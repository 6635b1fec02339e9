// Number formatting for rendered reports: the only place values are rounded.
// A report formats thousands of cells on a cold start, so these helpers avoid per-call arrays, iterators and regexes.

const sig = (value: number, digits = 3) => {
  if (value === 0) return "0";
  const text = value.toPrecision(digits);
  return text.includes("e") ? String(Number(text)) : text;
};

/** Unit ladders, largest first: factors and names side by side, built once. */
interface Units {
  readonly factors: readonly number[];
  readonly names: readonly string[];
}
const units = (rows: readonly (readonly [number, string])[]): Units => ({
  factors: rows.map((r) => r[0]),
  names: rows.map((r) => r[1]),
});

/** The index of the unit `value` prints in: the first whose factor the value reaches once rounded to `digits`. */
function unitIndex(value: number, u: Units, digits: number): number {
  const abs = Math.abs(value);
  const { factors } = u;
  for (let i = 0; i < factors.length; i++) {
    const factor = factors[i] as number;
    if (abs >= factor) return i;
    // Round before picking the unit, so 0.9999 s prints "1.00 s", not "1000 ms". Rounding to a few digits moves a
    // value by far less than 1%, so only a value just under the factor needs the rounded comparison.
    if (abs >= factor * 0.99 && Number(abs.toPrecision(digits)) >= factor) return i;
  }
  return factors.length - 1;
}

/** `value` in unit i of the ladder. */
const inUnit = (value: number, u: Units, i: number, digits: number) =>
  `${sig(value / (u.factors[i] as number), digits)} ${u.names[i]}`;

function scaled(value: number, u: Units, digits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  return inUnit(value, u, unitIndex(value, u, digits), digits);
}

const SECONDS = units([
  [1, "s"],
  [1e-3, "ms"],
  [1e-6, "µs"],
  [1e-9, "ns"],
]);
const BYTES = units([
  [1e15, "PB"],
  [1e12, "TB"],
  [1e9, "GB"],
  [1e6, "MB"],
  [1e3, "kB"],
  [1, "B"],
]);
const FLOPS = units([
  [1e15, "PFLOP"],
  [1e12, "TFLOP"],
  [1e9, "GFLOP"],
  [1e6, "MFLOP"],
  [1e3, "kFLOP"],
  [1, "FLOP"],
]);
const PARAMS = units([
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "k"],
  [1, ""],
]);
const JOULES = units([
  [1, "J"],
  [1e-3, "mJ"],
]);
const rateUnits = (unit: string) =>
  units([
    [1e15, `P${unit}`],
    [1e12, `T${unit}`],
    [1e9, `G${unit}`],
    [1e6, `M${unit}`],
    [1e3, `k${unit}`],
    [1, unit],
  ]);
/** Rate ladders by unit, built on first use (reports ask for two or three units). */
const RATES = new Map<string, Units>();

export const fmtSeconds = (s: number) => (s === 0 ? "0" : scaled(s, SECONDS));
/** Seconds in the unit `fmtSeconds` picks for `like`, so a per-launch and a per-step time read in one unit. */
export function fmtSecondsIn(s: number, like: number): string {
  if (like === 0 || !Number.isFinite(like)) return fmtSeconds(s);
  return inUnit(s, SECONDS, unitIndex(like, SECONDS, 3), 3);
}
export const fmtBytes = (b: number) => (b === 0 ? "0" : scaled(b, BYTES));
export const fmtFlops = (f: number) => (f === 0 ? "0" : scaled(f, FLOPS));
export function fmtRate(r: number, unit: string): string {
  if (r === 0) return `0 ${unit}`;
  let ladder = RATES.get(unit);
  if (!ladder) {
    ladder = rateUnits(unit);
    RATES.set(unit, ladder);
  }
  return scaled(r, ladder);
}

/** Integers with thousands separators, independent of locale. */
export function fmtInt(n: number): string {
  const rounded = Math.round(n);
  const plain = String(Math.abs(rounded));
  // A comma before every third digit from the right; most counts are under 1,000 and need none.
  let digits = plain;
  if (plain.length > 3 && Number.isFinite(rounded) && !plain.includes("e")) {
    const head = plain.length % 3 || 3;
    digits = plain.slice(0, head);
    for (let i = head; i < plain.length; i += 3) digits += `,${plain.slice(i, i + 3)}`;
  }
  return rounded < 0 ? `-${digits}` : digits;
}

/** Seconds as a number of milliseconds (the unit in a column's header), three significant digits. */
export const fmtMilliseconds = (s: number) => sig(s * 1e3, 3);
export const fmtTokensPerSecond = (t: number) => (t >= 100 ? fmtInt(t) : sig(t, 3));
export const fmtPercent = (share: number) =>
  share > 0 && share < 0.0005 ? "<0.1%" : `${(share * 100).toFixed(1)}%`;
/** A count that may be a mean (MoE rows per expert, experts hit): whole numbers as integers, else three significant digits. */
export const fmtCount = (n: number) => (Number.isInteger(n) || Math.abs(n) >= 1000 ? fmtInt(n) : sig(n, 3));
export const fmtIntensity = (i: number) => (i >= 100 ? fmtInt(i) : sig(i, 3));
export const fmtParams = (p: number) => scaled(p, PARAMS, 4).trim();

/** Energy per token: "1.34 J", "452 mJ". */
export const fmtJoules = (j: number) => (j === 0 ? "0" : scaled(j, JOULES));

/** Dollars: "$5.19", "$0.443", "$1,234". */
export const fmtUsd = (v: number) => `$${v >= 100 ? fmtInt(v) : v.toPrecision(3)}`;
export const fmtSignedSeconds = (v: number) =>
  v > 0 ? `+${fmtSeconds(v)}` : v < 0 ? `−${fmtSeconds(-v)}` : "0";
export const fmtSignedBytes = (v: number) => (v > 0 ? `+${fmtBytes(v)}` : v < 0 ? `−${fmtBytes(-v)}` : "0");
export const fmtSignedPercent = (v: number) =>
  v > 0 ? `+${v.toFixed(1)} %` : v < 0 ? `−${(-v).toFixed(1)} %` : "0 %";

/** The engine a report assumed, as every view names it: "vLLM 0.11 (--engine vllm)", with what it ran where given. */
export const fmtEngine = (
  e: {
    id: string;
    name: string;
    version: string;
    formats?:
      | readonly { preset: string; hardware: string; weight: string; act: string; kernel: string }[]
      | undefined;
    attention?:
      | readonly {
          hardware: string;
          prefill: string;
          decode: string;
          table?: string | undefined;
          deviceBackend?: string | undefined;
        }[]
      | undefined;
  },
  detail?: string,
) =>
  `${e.name} ${e.version} (--engine ${e.id}${detail ? `; ${detail}` : ""})${(e.formats ?? [])
    .map((f) => `; ${f.preset} on ${f.hardware}: ${f.weight} × ${f.act}, ${f.kernel}`)
    .join("")}${(e.attention ?? [])
    .map(
      (a) =>
        `; attention on ${a.hardware}: ${a.prefill === a.decode ? a.prefill : `prefill ${a.prefill}, decode ${a.decode}`} (${a.table ? `timed by its measured table ${a.table} where its rows answer, else the device's attention terms` : `named only: timed by the device's attention terms${a.deviceBackend ? `, its prefill term measured through ${a.deviceBackend}` : ""}`})`,
    )
    .join("")}`;
