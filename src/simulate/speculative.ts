// Speculative decoding: what drafts the tokens, how many a step proposes, how many the target accepts.
//
// Each decode step of a request verifies 1 + k rows in the target model (its last token and k drafted ones) and keeps
// the accepted drafts plus the token the target samples after them. With every draft accepted independently with
// probability α (the i.i.d. model of Leviathan et al., "Fast Inference from Transformers via Speculative Decoding",
// ICML 2023, §3.1), the drafts kept are the run of acceptances before the first rejection, capped at k:
// P(j kept) = α^j (1 − α) for j < k and α^k for j = k, so the tokens a step produces have mean
// (1 − α^(k+1)) / (1 − α).
import { acceptedLength } from "../ir/index.ts";
import type { Rng } from "./rng.ts";
import type { Parsed } from "./workload.ts";

/**
 * Where the drafts come from: a separate draft model, bound through the cost stage like the target, or the target's
 * own MTP layer (its circuit's `mtp` switch: the layer's cost is the step with the switch on less the step without).
 * EAGLE heads are refused: no model here states one.
 */
export type DraftSpec = { kind: "model"; model: string } | { kind: "mtp" };

/** --speculative draft=MODEL,k=N,accept=α: the draft, k tokens proposed per step, α accepted per proposed token. */
export interface SpeculativeSpec {
  draft: DraftSpec;
  tokens: number;
  accept: number;
}

/**
 * The most drafted tokens per step. vLLM states no bound on num_speculative_tokens; EAGLE and MTP deployments run
 * 1 to 7, and past ~16 tokens α^k leaves nothing to gain for any α a draft reaches. 64 keeps the verify rows (k + 1)
 * within every token budget the engine profiles give (2048 and up).
 */
export const MAX_SPECULATIVE_TOKENS = 64;

/** Expected tokens one verification produces: (1 − α^(k+1)) / (1 − α), which is k + 1 in the limit α → 1. */
export function expectedAcceptedLength(accept: number, tokens: number): number {
  return acceptedLength(tokens + 1, accept);
}

/**
 * Draws the drafts kept in one verification of `proposed` drafts: the geometric run of acceptances (inverse CDF:
 * P(j ≥ i) = α^i = P(u ≤ α^i) for u uniform on (0, 1]), capped at `proposed`. One uniform per verification.
 */
export function acceptedDrafts(rng: Rng, accept: number, proposed: number): number {
  if (accept <= 0 || proposed <= 0) return 0;
  const u = 1 - rng.uniform();
  const run = Math.floor(Math.log(u) / Math.log(accept));
  return Math.min(run, proposed) || 0;
}

const WHOLE = /^\d+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A value as a message quotes it: control and reordering characters escaped, so a terminal shows them, never runs them. */
const quoted = (text: string) =>
  `"${text.replace(CONTROL, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`)}"`;
const DECIMAL = /^(?:0|[1-9]\d*)?(?:\.\d+)?$/;
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** "draft=llama-3.2-1b,k=4,accept=0.7" (keys in any order). */
export function parseSpeculative(text: string): Parsed<SpeculativeSpec> {
  const expected =
    "expected draft=MODEL,k=N,accept=α or mtp,k=N,accept=α, e.g. draft=llama-3.2-1b,k=4,accept=0.7";
  let draft: DraftSpec | undefined;
  let tokens: number | undefined;
  let accept: number | undefined;
  for (const raw of text.split(",")) {
    const part = raw.trim();
    const eq = part.indexOf("=");
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? "" : part.slice(eq + 1);
    const again = (k: string) => ({ problem: `${k} is given twice in ${quoted(text)}` });
    if (key === "eagle")
      return {
        problem:
          "EAGLE heads are not simulated (no model here states an EAGLE head); name a draft model with draft=MODEL, or mtp for a model's MTP layer",
      };
    if (key === "mtp") {
      if (eq >= 0) return { problem: `mtp takes no value, found ${quoted(part)}` };
      if (draft) return again("the draft");
      draft = { kind: "mtp" };
    } else if (key === "draft") {
      if (draft) return again("the draft");
      if (!MODEL_ID.test(value))
        return { problem: `draft= must name a model id (letters, digits, . _ -), found ${quoted(value)}` };
      draft = { kind: "model", model: value };
    } else if (key === "k") {
      if (tokens !== undefined) return again("k");
      const n = Number(value);
      if (!WHOLE.test(value) || n < 1 || n > MAX_SPECULATIVE_TOKENS)
        return {
          problem: `k (drafted tokens per step) must be a whole number from 1 to ${MAX_SPECULATIVE_TOKENS}, found ${quoted(value)}`,
        };
      tokens = n;
    } else if (key === "accept") {
      if (accept !== undefined) return again("accept");
      const a = parseAccept(value);
      if (a.problem !== undefined) return a;
      accept = a.value;
    } else return { problem: `${expected}, found ${quoted(text)}` };
  }
  if (!draft || tokens === undefined || accept === undefined)
    return {
      problem: `${expected}; missing ${[!draft && "the draft", tokens === undefined && "k", accept === undefined && "accept"].filter(Boolean).join(", ")} in ${quoted(text)}`,
    };
  return { value: { draft, tokens, accept } };
}

/** An acceptance rate per proposed token: a decimal in [0, 1) (1 would accept every draft, a draft equal to the target). */
export function parseAccept(text: string): Parsed<number> {
  const a = Number(text);
  if (text === "" || !DECIMAL.test(text) || !(a >= 0 && a < 1))
    return {
      problem: `the acceptance rate must be a decimal from 0 up to but not including 1, found ${quoted(text)}`,
    };
  return { value: a };
}

/** The spec as the command line spells it (for reports). */
export function speculativeName(spec: SpeculativeSpec): string {
  const draft = spec.draft.kind === "mtp" ? "mtp" : `draft=${spec.draft.model}`;
  return `${draft},k=${spec.tokens},accept=${spec.accept}`;
}
