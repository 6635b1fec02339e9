import { z } from "zod";
import { BLOCK_SCALES, COMPUTE_LANES, type ComputeLane } from "../formats/index.ts";
import { KERNEL_KINDS } from "../ir/index.ts";
import { checkSourceKeys, onFirstUse, sourceKeyOf, sourcesRecord } from "./common.ts";
import { parseQuantity, UNITS, type UnitKind, unitPattern } from "./units.ts";

/** Compute lanes a profile may declare: dense tensor peaks, plus fp32 for vector (non-tensor) work. */
const LANES = COMPUTE_LANES;
type Lane = ComputeLane;

/** What a profile's power figure is: the rated board power, or a draw measured under load. */
export const POWER_BASES = ["tdp", "measured"] as const;
/** How a measured term moves to another device: only to the same die (see derived_from). */
export const DERIVATION_RULES = ["same_chip"] as const;

/** The schemas of this file, built by the first call of the getter below: a run whose inputs the input cache remembers never constructs them. */
function build() {
  const sourceKey = sourceKeyOf("number");
  const noteText = z.string().describe("how the number was read or derived from its source");

  /** What each compute lane is, for editors' hover text. */
  const LANE_TEXT: Record<Lane, string> = {
    bf16: "BF16/FP16 tensor cores",
    fp8: "FP8 (E4M3/E5M2) tensor cores",
    fp4: "FP4 (E2M1) tensor cores",
    int8: "INT8 tensor cores",
    int4: "INT4 tensor cores",
    fp32: "FP32 vector (non-tensor) units",
  };

  function quantity(kind: UnitKind) {
    return z.strictObject({
      value: z
        .string()
        .meta({ description: UNITS[kind].expected, pattern: unitPattern(kind) })
        .transform((text, ctx) => {
          const parsed = parseQuantity(text, kind);
          if (parsed === undefined || parsed <= 0) {
            ctx.addIssue({ code: "custom", message: `expected ${UNITS[kind].expected}, received "${text}"` });
            return z.NEVER;
          }
          return parsed;
        }),
      source: sourceKey,
      note: noteText.optional(),
    });
  }

  const fraction = z.strictObject({
    value: z.number().gt(0).lte(1).describe("a fraction in (0, 1]"),
    source: sourceKey,
    note: noteText.optional(),
  });

  const microseconds = z.strictObject({
    value: z.number().nonnegative().describe("microseconds"),
    source: sourceKey,
    note: noteText.optional(),
  });

  const positive = z.strictObject({
    value: z.number().positive().describe("a positive number"),
    source: sourceKey,
    note: noteText.optional(),
  });

  const fractionOrMore = z.strictObject({
    value: z
      .number()
      .gt(0)
      .lte(1.05)
      .describe("achieved ÷ spec; up to 1.05 where a kernel beats the datasheet"),
    source: sourceKey,
    note: noteText.optional(),
  });

  /** One kernel kind's device terms; a term it lacks comes from the efficiency block (README: The expected model). */
  const kindTerms = z.strictObject({
    fixed_us: microseconds
      .optional()
      .describe("fixed cost of one kernel inside a CUDA/HIP graph, gap to the next kernel included"),
    eager_us: microseconds
      .optional()
      .describe("the least one kernel costs outside a graph (host launch); absent = efficiency.launch_us"),
    bandwidth: fractionOrMore.optional().describe("achieved ÷ spec DRAM bandwidth of this kind's streaming"),
    compute: z
      .strictObject(
        Object.fromEntries(
          LANES.map((lane) => [
            lane,
            fractionOrMore.optional().describe(`achieved ÷ peak on the ${LANE_TEXT[lane]}`),
          ]),
        ) as Record<Lane, z.ZodOptional<typeof fractionOrMore>>,
      )
      .optional()
      .describe("achieved ÷ peak FLOP/s per lane of this kind"),
    ridge_p: positive
      .optional()
      .describe("p of the blend (memory^p + compute^p)^(1/p) between the two roofs; absent = max"),
    occupancy: z
      .strictObject({
        split_tokens: positive.describe("context tokens one work unit covers (split-K over the context)"),
        half_units_per_sm: positive.describe(
          "work units per SM/CU at which the kind streams at half its bandwidth",
        ),
      })
      .optional()
      .describe("work units (sequences × KV heads × context splits) against the device's SMs/CUs"),
  });
  const backendId = z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/);
  const kernelTerms = kindTerms.extend({
    backend: backendId
      .optional()
      .describe(
        "the library kernel these terms were measured on (e.g. cudnn): what an engine that names none runs",
      ),
    backends: z
      .record(backendId, kindTerms)
      .optional()
      .describe(
        "the same kind measured on this device through other backends (e.g. flash: FlashAttention-2), each term as above",
      ),
  });

  /** A GPU-to-GPU link: its per-GPU bandwidth each way, the time of one small collective over it, and the bus bandwidth it reaches. */
  const link = z.strictObject({
    name: z
      .string()
      .min(1)
      .describe('the link as its vendor names it, e.g. "NVLink 4 (18 links)", "PCIe 5.0 x16"'),
    bandwidth: quantity("bytesPerSecond").describe(
      "per GPU and per direction (half the bidirectional figure datasheets quote), decimal",
    ),
    latency_us: microseconds.describe(
      "the time of one small collective over this link (the small-message floor of nccl-tests/rccl-tests)",
    ),
    efficiency: fraction
      .optional()
      .describe("achieved bus bandwidth (nccl-tests busbw) at large messages ÷ bandwidth; absent = 1"),
  });

  const laneRecord = <T extends z.ZodType>(value: T) =>
    z.strictObject(
      Object.fromEntries(
        LANES.map((lane) => [lane, value.optional().describe(`${lane}: ${LANE_TEXT[lane]}`)]),
      ) as Record<Lane, z.ZodOptional<T>>,
    );

  const HardwareSchema = z
    .strictObject({
      schema: z.literal(1).describe("the profile format version; always 1"),
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as h100-sxm")
        .describe("the id --hardware takes; the file is hardware/<id>.hw.yaml"),
      name: z.string().min(1).describe("the device as its vendor names it, with memory size and form factor"),
      sources: sourcesRecord({
        url: "the datasheet, whitepaper or price page",
        urlNote: "which table or page of it",
        file: "a measurement file in this project, relative to the profile's folder",
        what: "number",
      }),
      memory: z
        .strictObject({
          capacity: quantity("bytes").describe('device memory, e.g. "80 GB" (GiB or GB written out)'),
          bandwidth: quantity("bytesPerSecond").describe('peak DRAM bandwidth, decimal, e.g. "3.35 TB/s"'),
          usable: fraction.describe("share of capacity an engine can give to weights and KV cache"),
        })
        .describe("device memory: capacity, bandwidth, and the share an engine can use"),
      interconnect: z
        .strictObject({
          scale_up: link
            .optional()
            .describe(
              "the link within one scale-up domain (NVLink, Infinity Fabric, PCIe); absent when GPUs have none",
            ),
          domain: z
            .strictObject({
              value: z.number().int().positive().describe("GPUs one scale-up link joins"),
              source: sourceKey,
              note: noteText.optional(),
            })
            .describe(
              "GPUs in one scale-up domain: 8 for an HGX board, 72 for GB200 NVL72, 1 without a scale-up link",
            ),
          network: link
            .optional()
            .describe("the scale-out link (InfiniBand, RoCE) for a layout larger than the domain"),
        })
        .optional()
        .describe("how GPUs of this kind talk to each other; --parallel costs its collectives over it"),
      sms: z
        .strictObject({
          value: z
            .number()
            .int()
            .positive()
            .describe("streaming multiprocessors (NVIDIA) or compute units (AMD)"),
          source: sourceKey,
          note: noteText.optional(),
        })
        .optional()
        .describe("SMs/CUs: what an occupancy term's work units fill"),
      sm_clock_mhz: z
        .strictObject({
          value: z.number().positive().describe("the SM (shader) clock under load, MHz: the boost clock"),
          source: sourceKey,
          note: noteText.optional(),
        })
        .optional()
        .describe(
          "SM clock, MHz: with sms, what moves an engine kernel's issue-bound rate measured on another device to this one",
        ),
      derived_from: z
        .strictObject({
          id: z
            .string()
            .regex(/^[a-z0-9][a-z0-9.-]*$/)
            .describe("the measured profile whose terms this one carries"),
          rule: z
            .enum(DERIVATION_RULES)
            .describe(
              "same_chip: the same die, so its shares of spec bandwidth and peaks hold as measured and its per-kernel fixed costs scale by SM clock; no other rule moves a measured term between devices",
            ),
          source: sourceKey,
          note: noteText,
        })
        .optional()
        .describe(
          "where this profile's efficiency terms were measured, when not on this device: the sibling and the rule that carries them (test/unit/hardware checks every value against it)",
        ),
      compute: laneRecord(quantity("flopsPerSecond")).describe(
        "dense (never with-sparsity) peaks; a lane the device lacks is absent",
      ),
      fallback: z
        .strictObject(
          Object.fromEntries(
            LANES.map((lane) => [
              lane,
              z.enum(LANES).optional().describe(`the lane ${lane} work runs on instead`),
            ]),
          ) as Record<Lane, z.ZodOptional<z.ZodEnum<{ [K in Lane]: K }>>>,
        )
        .optional()
        .describe("lane → lane it runs on when the device lacks it, e.g. fp4: fp8"),
      block_scales: laneRecord(
        z.strictObject({
          consumes: z
            .strictObject({
              value: z
                .array(z.enum(BLOCK_SCALES))
                .min(1)
                .describe("block-scale formats the lane's matrix cores read"),
              source: sourceKey,
              note: noteText.optional(),
            })
            .describe(
              "the block scales the lane runs natively; a format with another runs as `otherwise` says",
            ),
          otherwise: z
            .strictObject({
              value: z.enum(LANES).describe("the lane such a format runs on, its weights dequantized to it"),
              source: sourceKey,
              note: noteText.optional(),
            })
            .describe("how the engine runs a format whose block scales the lane does not consume"),
        }),
      )
        .optional()
        .describe(
          "per lane, the block scales (ue4m3/16 NVFP4, ue8m0/32 OCP MX) its matrix cores consume; absent: every one",
        ),
      efficiency: z
        .strictObject({
          bandwidth: fraction.optional().describe("achieved ÷ spec DRAM bandwidth for large transfers"),
          half_bandwidth_bytes: quantity("bytes")
            .optional()
            .describe("bytes one kernel moves at half its large-transfer bandwidth: t = (bytes + half) / bw"),
          compute: laneRecord(fraction)
            .optional()
            .describe("achieved ÷ peak FLOP/s per lane, from measured GEMMs"),
          attention: z
            .strictObject({
              bandwidth: fraction
                .optional()
                .describe("achieved ÷ spec bandwidth of attention kernels streaming KV"),
              compute: fraction
                .optional()
                .describe("achieved ÷ peak FLOP/s of attention's QK and PV matmuls"),
            })
            .optional()
            .describe("attention kernels' own efficiencies (KV streaming, QK and PV matmuls)"),
          launch_us: microseconds
            .optional()
            .describe("per-kernel cost of a cold stream launch (--graphs off)"),
          graph_launch_us: microseconds
            .optional()
            .describe("per-kernel cost inside a CUDA/HIP graph (--graphs on)"),
          step_us: microseconds
            .optional()
            .describe("fixed cost once per step: graph launch, sampling, host sync"),
          kernels: z
            .strictObject(
              Object.fromEntries(
                KERNEL_KINDS.filter((k) => k !== "collective").map((kind) => [
                  kind,
                  kernelTerms.optional().describe(`${kind} kernels' device terms`),
                ]),
              ) as Record<
                Exclude<(typeof KERNEL_KINDS)[number], "collective">,
                z.ZodOptional<typeof kernelTerms>
              >,
            )
            .optional()
            .describe(
              "device terms per kernel kind (venn calibrate writes them from a microbenchmark table); collectives are costed over the interconnect",
            ),
        })
        .optional()
        .describe(
          "calibration of the expected time (README: The expected model); every value names its source",
        ),
      price_per_hour: quantity("usdPerHour")
        .optional()
        .describe('rental price of one device, e.g. "2.49 USD/h"'),
      price_unpublished: z
        .strictObject({
          source: sourceKey.optional().describe("where it says so, if anywhere"),
          note: z
            .string()
            .min(1)
            .describe("why no rental price is published (sold only as racks, a desktop system)"),
        })
        .optional()
        .describe("instead of price_per_hour: says that no on-demand rental price per device is published"),
      power: quantity("watts")
        .extend({
          basis: z
            .enum(POWER_BASES)
            .default("tdp")
            .describe("tdp: the rated board power (TDP/TGP/TBP); measured: a published draw under inference"),
          activity: z
            .strictObject({
              idle: z.number().nonnegative().describe("board power at idle, as a share of the limit (value)"),
              memory: z
                .number()
                .nonnegative()
                .describe(
                  "board power above idle while DRAM streams at its spec bandwidth, as a share of the limit",
                ),
              compute: z
                .number()
                .nonnegative()
                .describe(
                  "board power above idle while the lane runs at its dense peak, as a share of the limit",
                ),
              borrowed_from: z
                .string()
                .regex(/^[a-z0-9][a-z0-9.-]*$/)
                .optional()
                .describe(
                  "the sibling profile whose measured model these shares are, where this device has none",
                ),
              source: sourceKey,
              note: noteText,
            })
            .optional()
            .describe(
              "board power modelled from what a step does: idle + memory × (bytes ÷ bandwidth ÷ time) + compute × (FLOPs ÷ peak ÷ time), capped at the limit",
            ),
        })
        .optional()
        .describe('power of one device, e.g. "700 W", for energy per token (an estimate at that draw)'),
    })
    .superRefine((hw, ctx) => {
      checkSourceKeys(hw, ctx);
      for (const [kind, terms] of Object.entries(hw.efficiency?.kernels ?? {})) {
        if (terms?.occupancy && !hw.sms)
          ctx.addIssue({
            code: "custom",
            path: ["efficiency", "kernels", kind, "occupancy"],
            message: "an occupancy term needs the device's SM/CU count (sms:)",
          });
      }
      for (const [lane, rule] of Object.entries(hw.block_scales ?? {})) {
        if (rule && !hw.compute[lane as Lane])
          ctx.addIssue({
            code: "custom",
            path: ["block_scales", lane],
            message: `block scales for ${lane} are declared but the device has no ${lane} peak`,
          });
        if (rule && !hw.compute[rule.otherwise.value])
          ctx.addIssue({
            code: "custom",
            path: ["block_scales", lane, "otherwise", "value"],
            message: `other block scales run on ${rule.otherwise.value}, but the device has no ${rule.otherwise.value} peak`,
          });
      }
      for (const [lane, target] of Object.entries(hw.fallback ?? {})) {
        if (target && hw.compute[lane as Lane]) {
          ctx.addIssue({
            code: "custom",
            path: ["fallback", lane],
            message: `fallback for ${lane} is declared but the device has a native ${lane} peak`,
          });
        }
        if (target && !hw.compute[target]) {
          ctx.addIssue({
            code: "custom",
            path: ["fallback", lane],
            message: `fallback ${lane} → ${target}, but the device has no ${target} peak`,
          });
        }
      }
    });
  return { HardwareSchema };
}

export const hardwareSchema = onFirstUse(() => build().HardwareSchema);

/** For library users; the CLI bundle, which never reads it, leaves it out and builds the schema on first use. */
export const HardwareSchema = /* @__PURE__ */ hardwareSchema();

export type HardwareInput = z.input<typeof HardwareSchema>;
export type HardwareDoc = z.output<typeof HardwareSchema>;
