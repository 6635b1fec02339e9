import { z } from "zod";
import { COMPUTE_LANES, FORMATS, type FormatRow, PRESETS, parseFormat } from "../formats/index.ts";
import { KERNEL_KINDS, OP_KINDS } from "../ir/index.ts";
import { checkSourceKeys, onFirstUse, sourceKeyOf, sourcesRecord, webUrl } from "./common.ts";

/** The schemas of this file, built by the first call of the getter below (see hardware.ts). */
function build() {
  const sourceKey = sourceKeyOf("value");
  const note = z.string().min(1).describe("how the value was read or derived from its source");
  const fileId = z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as vllm")
    .describe("the id of a bundled file of that kind");

  /** A part of the engine named by id (a fusion file, a kernel manifest), or none, with why. */
  const part = (what: string) =>
    z.union([
      z.literal("none").describe(`the engine has no ${what}`),
      z.strictObject({
        id: fileId.describe(`the ${what}'s id`),
        source: sourceKey,
        note: note.optional(),
      }),
    ]);

  const factor = z
    .number()
    .gt(0)
    .lte(2)
    .describe(
      "multiplies the device's efficiency of this kind (1 = the library kernel the profile measured)",
    );

  /** A measured term of an engine kernel: its value, where it was measured, and how it was read. */
  const measured = (value: z.ZodNumber) =>
    z.strictObject({
      value,
      source: sourceKey,
      note: note.describe("how the value was fitted from its source"),
    });

  /**
   * The engine's own kernel for one weight-only format (tinygemm for int4): t = fixed + weight bytes ÷ (bandwidth ×
   * share) + rows × N × K ÷ rate, the rate moved from the device it was measured on by SMs × SM clock.
   */
  const weightOnlyKernel = z.strictObject({
    kernel: z.string().min(1).describe("the kernel as the engine's source names it"),
    fixed_us: measured(
      z.number().min(0).describe("µs per launch inside a graph (the fit's intercept)"),
    ).describe("the kernel's fixed cost per launch; it replaces the kind's fixed cost under graphs"),
    bandwidth: measured(
      z.number().gt(0).lte(1).describe("a fraction of the device's spec bandwidth in (0, 1]"),
    ).describe("the share of the device's bandwidth its weight bytes (scales included) stream at"),
    row_rate: z
      .strictObject({
        tmacs: z.number().gt(0).describe("tera multiply-adds per second, rows × N × K"),
        sms: z.number().int().positive().describe("SMs of the device the rate was measured on"),
        sm_clock_mhz: z.number().positive().describe("SM clock of that device under load, MHz"),
        source: sourceKey,
        note: note.describe("how the rate was fitted and why it scales by SMs × clock"),
      })
      .describe(
        "the per-row term's rate on the measured device; another device's is × its SMs × clock ÷ these",
      ),
    note: note.describe("the mechanism, and which points it predicts"),
  });

  /** An engine's own kernel of one kind against the device's library kernel; every row says where it comes from. */
  const kindRow = z
    .strictObject({
      bandwidth: factor.optional().describe("× the kind's streaming efficiency"),
      compute: factor.optional().describe("× the kind's efficiency on every compute lane"),
      fixed_us: z.number().min(0).optional().describe("µs added to the kind's fixed cost per kernel"),
      weight_only: z
        .record(z.string(), weightOnlyKernel)
        .optional()
        .describe(
          "gemm only: the engine's own kernel per weight-only format (a format spelling such as int4/g<n>z), in place of the library GEMM where the site's weights are that format and its activations wider",
        ),
      source: sourceKey,
      note: note.describe("the mechanism or measurement, and which points it predicts"),
    })
    .refine(
      (r) =>
        r.bandwidth !== undefined ||
        r.compute !== undefined ||
        r.fixed_us !== undefined ||
        r.weight_only !== undefined,
      { message: "a kind row needs at least one of bandwidth, compute, fixed_us, weight_only" },
    );

  /** One memory tier of a knob: devices with less memory than gib take this value. */
  const tier = (value: z.ZodNumber, what: string) =>
    z.strictObject({
      gib: z.number().positive().describe("devices with less memory than this (GiB) take the value below"),
      value: value.describe(`${what} on those devices`),
    });
  /** A named choice of the scheduler with its source. */
  const choice = <E extends z.ZodType<string>>(values: E, what: string) =>
    z.strictObject({ value: values.describe(what), source: sourceKey, note: note.optional() }).describe(what);

  /** A scheduler knob: its default, where the engine sets it, and a smaller default on devices below a memory size. */
  const knob = (value: z.ZodNumber, what: string) =>
    z
      .strictObject({
        value: value.describe(what),
        below_gib: z
          .union([tier(value, what), z.array(tier(value, what)).min(1)])
          .optional()
          .describe(
            "a smaller default on devices with less memory (vLLM's get_batch_defaults), or a list of them (SGLang's tiers by GPU memory): the first whose gib exceeds the device's applies",
          ),
        source: sourceKey,
        note: note.optional(),
      })
      .describe(what);

  const schedulerSchema = z
    .strictObject({
      max_num_seqs: knob(z.number().int().positive(), "requests running at once"),
      max_num_batched_tokens: knob(
        z.number().int().positive(),
        "tokens one step schedules (prefill chunks and decodes)",
      ),
      block_size: knob(z.number().int().positive(), "tokens per paged KV block"),
      gpu_memory_utilization: knob(
        z.number().gt(0).lte(1),
        "share of device memory the engine takes; KV blocks fill what the weights leave",
      ),
      prefix_caching: z
        .strictObject({
          value: z
            .enum(["on", "off"])
            .describe("on: reuse cached prefix blocks; off: every prompt computed whole"),
          source: sourceKey,
          note: note.optional(),
        })
        .describe("whether full KV blocks of a shared prompt prefix are reused (--prefix-caching overrides)"),
      policy: z
        .strictObject({
          value: z.literal("fcfs-recompute").describe("the policy's name"),
          source: sourceKey,
          note: note.optional(),
        })
        .describe(
          "fcfs-recompute: running requests first, then waiting ones first come first served; out of KV blocks the newest running request is preempted and recomputed (the one queue policy simulated)",
        ),
      kv_memory: choice(
        z.enum(["device", "free"]),
        "what gpu_memory_utilization is a share of: device (vLLM, SGLang: device memory × share − weights holds the KV blocks) or free (TensorRT-LLM: (device memory − weights) × share); device when absent",
      ).optional(),
      batching: choice(
        z.enum(["mixed", "prefill-first"]),
        "mixed: decodes and prefill chunks share each step's token budget (vLLM V1, TensorRT-LLM in-flight batching); prefill-first: a step is a prefill batch whenever prefill work fits, else a decode batch of every running request (SGLang without --enable-mixed-chunk); mixed when absent",
      ).optional(),
      chunked_prefill: choice(
        z.enum(["on", "off"]),
        "on: a prompt is split across steps by the token budget; off: a prompt runs whole in one step and one longer than the budget is refused (TensorRT-LLM's enable_chunked_prefill False); on when absent",
      ).optional(),
      admission: choice(
        z.enum(["chunk", "whole-request"]),
        "chunk: a request is admitted when its first chunk's KV blocks fit, and out of blocks the newest running request is preempted; whole-request: admitted only when the blocks of its whole prompt and output fit, reserved at once, never preempted (TensorRT-LLM's GUARANTEED_NO_EVICT); chunk when absent",
      ).optional(),
    })
    .describe(
      "the request scheduler's defaults, each with its source (`venn simulate` reads them; flags override)",
    );
  const opKind = z.enum(OP_KINDS);

  /** How the engine quantizes a GEMM's activations to one lane's format: in the producing kernel, or a kernel of its own. */
  const quantRow = z.strictObject({
    kernel: z.string().min(1).describe("the quantize kernel as the engine's source names it"),
    fused_into: z
      .array(opKind)
      .default([])
      .describe(
        "op kinds whose own kernel writes the quantized activation; any other node whose output is quantized writes it unquantized and a quantize kernel of its own follows",
      ),
    source: sourceKey,
    note: note.describe("where the engine quantizes, and which fusion is default"),
  });

  /** A GEMM library kernel that computes at least `rows` rows (its smallest tile) on the named devices. */
  const minRowsRow = z.strictObject({
    lane: z.enum(COMPUTE_LANES).describe("the lane the GEMM runs on"),
    rows: z
      .number()
      .int()
      .positive()
      .describe("the smallest M the kernel computes: fewer rows are padded to it"),
    devices: z.array(fileId).min(1).describe("hardware profile ids the kernel runs on (its SM generation)"),
    kernel: z.string().min(1).describe("the GEMM kernel or dispatch as the engine's source names it"),
    source: sourceKey,
    note: note.describe("the tile that sets the padding"),
  });

  /** A node the engine runs as more than one kernel (PyTorch's KV write: one copy for K, one for V). */
  const nodeKernelsRow = z.strictObject({
    kernels: z
      .number()
      .int()
      .min(2)
      .max(8)
      .describe("kernels per node, each moving an equal share of its bytes"),
    source: sourceKey,
    note: note.describe("which kernels the node runs as"),
  });

  /** The attention backend the engine picks by default on a device class, for prefill and for decode. */
  const attentionRow = z.strictObject({
    devices: z
      .array(fileId)
      .min(1)
      .optional()
      .describe("hardware profile ids the row applies to (an SM generation); absent: every device"),
    prefill: z
      .string()
      .min(1)
      .describe("the backend (kernel) prefill attention runs, as the engine's source names it"),
    decode: z
      .string()
      .min(1)
      .describe("the backend (kernel) decode attention runs, as the engine's source names it"),
    source: sourceKey,
    note: note.describe("where the engine's source picks this backend on these devices"),
  });

  /** The engine's own kernels measured inside the framework (AIConfigurator's database, engines/measurements/aic/). */
  const tablesRow = z.strictObject({
    framework: fileId.describe(
      "the framework part of the table files' names (<hardware>.<framework>-<version>.<kind>.csv)",
    ),
    devices: z
      .record(fileId, z.string().regex(/^[0-9A-Za-z.+-]+$/, "a version such as 0.24.0"))
      .describe("per hardware profile id, the framework version whose tables cost it"),
    gemm: z
      .record(z.string(), z.string().regex(/^[a-z0-9_]+$/, "an AIConfigurator gemm_dtype such as fp8"))
      .describe(
        "per weight format spelling, the table's gemm dtype (its rows are the framework's linear layer)",
      ),
    attention: z
      .string()
      .min(1)
      .optional()
      .describe("the attention kernel_source to read; absent: the table's only one"),
    allreduce: z
      .array(z.string().min(1))
      .default([])
      .describe("all-reduce kernel_sources to try in order (the first whose rows hold the message size)"),
    source: sourceKey,
    note: note.describe("what the tables measured and what they include"),
  });

  /**
   * What the engine runs for one --precision preset on some devices: the weight and activation formats and the kernel,
   * or `runs: none` and the preset it serves that checkpoint class with instead. Rows are read in order; the first
   * whose devices name the profile (or that names none) applies.
   */
  const presetRow = z
    .strictObject({
      devices: z
        .array(fileId)
        .min(1)
        .optional()
        .describe("hardware profile ids the row applies to (an SM generation); absent: every device"),
      weight: z.string().min(1).optional().describe("the weight format the engine runs (a format spelling)"),
      act: z.string().min(1).optional().describe("the activation format the GEMM reads (a format spelling)"),
      kernel: z.string().min(1).optional().describe("the GEMM kernel as the engine's source names it"),
      runs: z.literal("none").optional().describe("none: the engine cannot run this preset on these devices"),
      instead: z
        .enum(Object.keys(PRESETS) as [string, ...string[]])
        .optional()
        .describe("with runs: none, the preset the engine serves instead"),
      source: sourceKey,
      note: note.describe("where the engine's source chooses this format and kernel"),
    })
    .superRefine((row, ctx) => {
      const runs = row.weight !== undefined || row.act !== undefined || row.kernel !== undefined;
      if (row.runs === "none") {
        if (runs)
          ctx.addIssue({
            code: "custom",
            path: ["runs"],
            message: "runs: none states no weight, act or kernel",
          });
        if (row.instead === undefined)
          ctx.addIssue({ code: "custom", path: ["instead"], message: "runs: none needs instead: <preset>" });
        return;
      }
      if (row.instead !== undefined)
        ctx.addIssue({ code: "custom", path: ["instead"], message: "instead goes with runs: none" });
      for (const key of ["weight", "act", "kernel"] as const) {
        const value = row[key];
        if (value === undefined) {
          ctx.addIssue({ code: "custom", path: [key], message: `a row the engine runs needs ${key}` });
          continue;
        }
        if (key === "kernel") continue;
        const parsed = parseFormat(value);
        if (!parsed.ok)
          ctx.addIssue({ code: "custom", path: [key], message: `"${value}" is not a format spelling` });
      }
    });

  const EngineSchema = z
    .strictObject({
      schema: z.literal(1).describe("the engine file format version; always 1"),
      id: fileId.describe("the id --engine takes; the file is engines/<id>.engine.yaml"),
      name: z.string().min(1).describe("the engine as people name it"),
      version: z.string().min(1).describe("the release or commit the values describe"),
      source: webUrl().describe("the engine's repository"),
      sources: sourcesRecord({
        url: "the engine source file, document or benchmark",
        urlNote: "which part of it",
        file: "a measurement file in this project, relative to the engine file",
        what: "value",
      }),
      graphs: z
        .strictObject({
          value: z
            .enum(["on", "off"])
            .describe("on: decode replays a CUDA/HIP graph; off: kernels launched one by one"),
          source: sourceKey,
          note: note.optional(),
        })
        .describe("whether decode replays from CUDA/HIP graphs (--graphs overrides)"),
      host_us: z
        .strictObject({
          value: z.number().min(0).describe("microseconds per step"),
          source: sourceKey,
          note: note.optional(),
        })
        .optional()
        .describe(
          "host cost once per step (scheduling, sampling, sync), µs; absent = the device profile's step_us",
        ),
      chunked_prefill: z
        .strictObject({
          tokens: z.number().int().positive().describe("prefill tokens per step"),
          source: sourceKey,
          note: note.optional(),
        })
        .optional()
        .describe("prefill tokens one step takes by default (the workload view's chunk)"),
      scheduler: schedulerSchema.optional(),
      fusions: part("fusion file (circuits/fusions/<id>.fusions.yaml)").describe(
        "the kernels the engine fuses; --fusions overrides",
      ),
      kernels: part("kernel manifest (circuits/kernels/<id>.kernels.yaml)").describe(
        "the engine's kernel library, classified against where a command asks for a Venn (--against) without --kernels",
      ),
      kinds: z
        .partialRecord(z.enum(KERNEL_KINDS), kindRow)
        .default({})
        .describe(
          "where the engine's kernels measurably differ from the device's library kernels, per kernel kind",
        ),
      activation_quant: z
        .partialRecord(z.enum(COMPUTE_LANES), quantRow)
        .default({})
        .describe(
          "per lane of a quantized activation format (fp8, fp4): where the engine quantizes a GEMM's input; a lane absent: inside the producing kernel",
        ),
      gemm_min_rows: z
        .array(minRowsRow)
        .default([])
        .describe("GEMM kernels that pad a small M to their smallest tile, per lane and device"),
      tables: tablesRow
        .optional()
        .describe(
          "per device, the framework's own GEMM, attention and all-reduce kernels measured on it, in place of the device's kind terms",
        ),
      presets: z
        .partialRecord(z.enum(Object.keys(PRESETS) as [string, ...string[]]), z.array(presetRow).min(1))
        .default({})
        .describe(
          "per --precision preset, the formats and kernel the engine runs on each device class (first matching row), or runs: none and what it runs instead; a preset absent: its weight × act as the preset states them",
        ),
      attention: z
        .array(attentionRow)
        .default([])
        .describe(
          "per device class, the attention backend the engine runs for prefill and decode (first matching row); it names the kernel: the time is the engine's measured table where it has one for the device, else the device's attention terms",
        ),
      node_kernels: z
        .partialRecord(opKind, nodeKernelsRow)
        .default({})
        .describe("op kinds the engine runs as more than one kernel per node"),
      note: z.string().optional().describe("free text for readers"),
    })
    .superRefine((doc, ctx) => {
      checkSourceKeys(doc, ctx);
      checkKindRows(doc.kinds, ctx);
      checkPresetRows(doc.presets, ctx);
    });
  return { EngineSchema };
}

/** Format spellings an engine kernel may name: a weight narrower than the 16-bit activations it multiplies. */
export const WEIGHT_ONLY_SPELLINGS: readonly string[] = Object.values(FORMATS as Record<string, FormatRow>)
  .filter((f) => f.lane !== null && f.elementBits < 16)
  .map((f) => f.spelling);

/** An engine kernel per weight format is a GEMM's, under a known spelling. */
function checkKindRows(
  kinds: Partial<Record<string, { weight_only?: object | undefined }>>,
  ctx: z.RefinementCtx,
) {
  for (const [kind, row] of Object.entries(kinds)) {
    if (!row) continue;
    if (!row.weight_only) continue;
    if (kind !== "gemm")
      ctx.addIssue({
        code: "custom",
        path: ["kinds", kind, "weight_only"],
        message: `an engine kernel per weight format is costed only for gemm, not ${kind}`,
      });
    for (const spelling of Object.keys(row.weight_only))
      if (!WEIGHT_ONLY_SPELLINGS.includes(spelling))
        ctx.addIssue({
          code: "custom",
          path: ["kinds", kind, "weight_only", spelling],
          message: `"${spelling}" is not a weight-only format spelling (have ${WEIGHT_ONLY_SPELLINGS.join(", ")})`,
        });
  }
}

/** A preset's rows: one without devices ends them (rows after it never apply); instead names another preset. */
function checkPresetRows(
  presets: Partial<
    Record<string, readonly { devices?: readonly string[] | undefined; instead?: string | undefined }[]>
  >,
  ctx: z.RefinementCtx,
) {
  for (const [preset, rows] of Object.entries(presets)) {
    (rows ?? []).forEach((row, i) => {
      if (row.instead === preset)
        ctx.addIssue({
          code: "custom",
          path: ["presets", preset, i, "instead"],
          message: `instead names the preset itself (${preset})`,
        });
      if (row.devices === undefined && i < (rows ?? []).length - 1)
        ctx.addIssue({
          code: "custom",
          path: ["presets", preset, i + 1],
          message: "a row after one for every device never applies",
        });
    });
  }
}

export const engineSchema = onFirstUse(() => build().EngineSchema);

/** For library users; the CLI bundle builds the schema on first use. */
export const EngineSchema = /* @__PURE__ */ engineSchema();

export type EngineInput = z.input<typeof EngineSchema>;
export type EngineDoc = z.output<typeof EngineSchema>;
