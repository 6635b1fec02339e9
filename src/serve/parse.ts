import { numberProblem } from "../schema/numbers.ts";
import { DEFAULT_CHUNK, type Sla, type Workload } from "./workload.ts";

/** Each prefill chunk is a costed step: a 1M-token prompt in vLLM's 2048-token chunks is 489, so this is no real bound. */
export const MAX_PREFILL_CHUNKS = 4096;

const WORKLOAD_KEYS = ["isl", "osl", "concurrency", "rate", "chunk"] as const;
/** Each SLA key and the bound it sets. */
const SLA_FIELDS: Record<string, keyof Sla> = { ttft: "ttftSeconds", itl: "itlSeconds" };
const SLA_KEYS = Object.keys(SLA_FIELDS);

/** "key=value,key=value" → pairs; the problem as text when a part is not key=value or a key repeats. */
function pairs(text: string, allowed: readonly string[]): { values?: Map<string, string>; problem?: string } {
  const values = new Map<string, string>();
  for (const part of text.split(",").map((p) => p.trim())) {
    const match = /^([a-z_]+)=(\S+)$/.exec(part);
    if (!match) return { problem: `"${part}" is not a key=value pair; expected ${allowed.join(", ")}` };
    const [, key, value] = match as unknown as [string, string, string];
    if (!allowed.includes(key)) return { problem: `"${key}" is not one of ${allowed.join(", ")}` };
    if (values.has(key)) return { problem: `${key} is given twice in "${text}"` };
    values.set(key, value);
  }
  return { values };
}

const wholeAtLeast = (key: string, text: string, min: number) => {
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) && n >= min
    ? { value: n }
    : { problem: `${key}=${text} must be a whole number ≥ ${min}` };
};

/** "isl=1024,osl=256,concurrency=64" (or rate=R requests/s; chunk=N prefill tokens per step) → a workload. */
export function parseWorkload(text: string): { workload?: Workload; problem?: string } {
  const { values, problem } = pairs(text, WORKLOAD_KEYS);
  if (!values) return { problem: problem ?? "" };
  const missing = ["isl", "osl"].filter((k) => !values.has(k));
  if (missing.length)
    return { problem: `${missing.join(" and ")} missing in "${text}"; e.g. isl=1024,osl=256,concurrency=64` };
  if (values.has("concurrency") === values.has("rate"))
    return {
      problem: `give exactly one of concurrency=N (requests in flight) or rate=R (requests/s) in "${text}"`,
    };
  const isl = wholeAtLeast("isl", values.get("isl") ?? "", 1);
  const osl = wholeAtLeast("osl", values.get("osl") ?? "", 1);
  const chunk = values.has("chunk")
    ? wholeAtLeast("chunk", values.get("chunk") ?? "", 1)
    : { value: DEFAULT_CHUNK };
  const concurrency = values.has("concurrency")
    ? wholeAtLeast("concurrency", values.get("concurrency") ?? "", 1)
    : undefined;
  const first = [isl, osl, chunk, concurrency].find((r) => r && "problem" in r);
  if (first && "problem" in first) return { problem: first.problem };
  const workload: Workload = {
    isl: isl.value as number,
    osl: osl.value as number,
    chunk: chunk.value as number,
  };
  if (concurrency) workload.concurrency = concurrency.value as number;
  if (values.has("chunk")) workload.chunkGiven = true;
  const chunks = Math.ceil(workload.isl / workload.chunk);
  if (chunks > MAX_PREFILL_CHUNKS)
    return {
      problem: `isl=${workload.isl} in chunks of ${workload.chunk} is ${chunks} prefill chunks; the limit is ${MAX_PREFILL_CHUNKS} (raise chunk=)`,
    };
  const rateText = values.get("rate");
  if (rateText !== undefined) {
    const rate = Number(rateText);
    if (!/^\d+(\.\d+)?$/.test(rateText) || !(rate > 0) || numberProblem(rate))
      return { problem: `rate=${rateText} must be requests per second > 0, e.g. rate=2.5` };
    workload.rate = rate;
  }
  return { workload };
}

const DURATION_UNITS: Record<string, number> = { s: 1, ms: 1e-3, us: 1e-6, µs: 1e-6 };

/** "500ms", "0.5s", "800us" → seconds; undefined when the text is not a duration with its unit. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(s|ms|us|µs)$/.exec(text);
  if (!match) return undefined;
  const written = Number(match[1]);
  const seconds = written * (DURATION_UNITS[match[2] as string] as number);
  return seconds > 0 && !numberProblem(written) ? seconds : undefined;
}

/** "ttft=500ms,itl=30ms" → latency bounds; either may be left out, not both. */
export function parseSla(text: string): { sla?: Sla; problem?: string } {
  const { values, problem } = pairs(text, SLA_KEYS);
  if (!values) return { problem: problem ?? "" };
  const sla: Sla = {};
  for (const [key, value] of values) {
    const seconds = parseDuration(value);
    if (seconds === undefined)
      return {
        problem: `${key}=${value} is not a duration > 0 with its unit, e.g. ${key}=500ms or ${key}=0.5s`,
      };
    sla[SLA_FIELDS[key] as keyof Sla] = seconds;
  }
  return { sla };
}
