// Number formatting for rendered reports: the only place values are rounded.

const sig = (value: number, digits = 3) => {
  if (value === 0) return "0";
  const text = value.toPrecision(digits);
  return text.includes("e") ? String(Number(text)) : text;
};

function scaled(value: number, units: readonly [number, string][], digits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  // Round before picking the unit, so 0.9999 s prints "1.00 s", not "1000 ms".
  const abs = Number(Math.abs(value).toPrecision(digits));
  for (const [factor, unit] of units) if (abs >= factor) return `${sig(value / factor, digits)} ${unit}`;
  const last = units[units.length - 1];
  return last ? `${sig(value / last[0], digits)} ${last[1]}` : sig(value, digits);
}

export const fmtSeconds = (s: number) =>
  s === 0
    ? "0"
    : scaled(s, [
        [1, "s"],
        [1e-3, "ms"],
        [1e-6, "µs"],
        [1e-9, "ns"],
      ]);
/** Seconds in the unit `fmtSeconds` picks for `like`, so a per-launch and a per-step time read in one unit. */
export function fmtSecondsIn(s: number, like: number): string {
  if (like === 0 || !Number.isFinite(like)) return fmtSeconds(s);
  const units: [number, string][] = [
    [1, "s"],
    [1e-3, "ms"],
    [1e-6, "µs"],
    [1e-9, "ns"],
  ];
  const abs = Number(Math.abs(like).toPrecision(3));
  const [factor, unit] = units.find(([f]) => abs >= f) ?? [1e-9, "ns"];
  return `${sig(s / factor, 3)} ${unit}`;
}
export const fmtBytes = (b: number) =>
  b === 0
    ? "0"
    : scaled(b, [
        [1e15, "PB"],
        [1e12, "TB"],
        [1e9, "GB"],
        [1e6, "MB"],
        [1e3, "kB"],
        [1, "B"],
      ]);
export const fmtFlops = (f: number) =>
  f === 0
    ? "0"
    : scaled(f, [
        [1e15, "PFLOP"],
        [1e12, "TFLOP"],
        [1e9, "GFLOP"],
        [1e6, "MFLOP"],
        [1e3, "kFLOP"],
        [1, "FLOP"],
      ]);
export const fmtRate = (r: number, unit: string) =>
  r === 0
    ? `0 ${unit}`
    : scaled(r, [
        [1e15, `P${unit}`],
        [1e12, `T${unit}`],
        [1e9, `G${unit}`],
        [1e6, `M${unit}`],
        [1e3, `k${unit}`],
        [1, unit],
      ]);

/** Integers with thousands separators, independent of locale. */
export function fmtInt(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
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
export const fmtParams = (p: number) =>
  scaled(
    p,
    [
      [1e12, "T"],
      [1e9, "B"],
      [1e6, "M"],
      [1e3, "k"],
      [1, ""],
    ],
    4,
  ).trim();

/** Energy per token: "1.34 J", "452 mJ". */
export const fmtJoules = (j: number) =>
  j === 0
    ? "0"
    : scaled(j, [
        [1, "J"],
        [1e-3, "mJ"],
      ]);

/** Dollars: "$5.19", "$0.443", "$1,234". */
export const fmtUsd = (v: number) => `$${v >= 100 ? fmtInt(v) : v.toPrecision(3)}`;
export const fmtSignedSeconds = (v: number) =>
  v > 0 ? `+${fmtSeconds(v)}` : v < 0 ? `−${fmtSeconds(-v)}` : "0";
export const fmtSignedBytes = (v: number) => (v > 0 ? `+${fmtBytes(v)}` : v < 0 ? `−${fmtBytes(-v)}` : "0");
export const fmtSignedPercent = (v: number) =>
  v > 0 ? `+${v.toFixed(1)} %` : v < 0 ? `−${(-v).toFixed(1)} %` : "0 %";

/** The engine a report assumed, as every view names it: "vLLM 0.11 (--engine vllm)", with what it ran where given. */
export const fmtEngine = (e: { id: string; name: string; version: string }, detail?: string) =>
  `${e.name} ${e.version} (--engine ${e.id}${detail ? `; ${detail}` : ""})`;
