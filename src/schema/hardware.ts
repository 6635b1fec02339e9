import { z } from "zod";
import { COMPUTE_LANES, type ComputeLane } from "../formats/index.ts";
import { parseQuantity, UNITS, type UnitKind } from "./units.ts";

/** Compute lanes a profile may declare: dense tensor peaks, plus fp32 for vector (non-tensor) work. */
const LANES = COMPUTE_LANES;
type Lane = ComputeLane;

const sourceKey = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "a key of `sources:` in kebab-case");

function quantity(kind: UnitKind) {
  return z.strictObject({
    value: z.string().transform((text, ctx) => {
      const parsed = parseQuantity(text, kind);
      if (parsed === undefined || parsed <= 0) {
        ctx.addIssue({ code: "custom", message: `expected ${UNITS[kind].expected}, received "${text}"` });
        return z.NEVER;
      }
      return parsed;
    }),
    source: sourceKey,
    note: z.string().optional(),
  });
}

const fraction = z.strictObject({
  value: z.number().gt(0).lte(1),
  source: sourceKey,
  note: z.string().optional(),
});

const microseconds = z.strictObject({
  value: z.number().nonnegative(),
  source: sourceKey,
  note: z.string().optional(),
});

const laneRecord = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(LANES.map((lane) => [lane, value.optional()])) as Record<Lane, z.ZodOptional<T>>,
  );

export const HardwareSchema = z
  .strictObject({
    schema: z.literal(1),
    id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, "a lower-kebab id such as h100-sxm"),
    name: z.string().min(1),
    sources: z.record(sourceKey, z.strictObject({ url: z.url(), note: z.string().optional() })),
    memory: z.strictObject({
      capacity: quantity("bytes"),
      bandwidth: quantity("bytesPerSecond"),
      usable: fraction.describe("share of capacity an engine can give to weights and KV cache"),
    }),
    compute: laneRecord(quantity("flopsPerSecond")).describe(
      "dense (never with-sparsity) peaks; a lane the device lacks is absent",
    ),
    fallback: z
      .strictObject(
        Object.fromEntries(LANES.map((lane) => [lane, z.enum(LANES).optional()])) as Record<
          Lane,
          z.ZodOptional<z.ZodEnum<{ [K in Lane]: K }>>
        >,
      )
      .optional()
      .describe("lane → lane it runs on when the device lacks it, e.g. fp4: fp8"),
    efficiency: z
      .strictObject({
        bandwidth: fraction.optional().describe("achieved ÷ spec DRAM bandwidth for large transfers"),
        half_bandwidth_bytes: quantity("bytes")
          .optional()
          .describe("bytes one kernel moves at half its large-transfer bandwidth: t = (bytes + half) / bw"),
        compute: laneRecord(fraction).optional(),
        attention: z
          .strictObject({ bandwidth: fraction.optional(), compute: fraction.optional() })
          .optional()
          .describe("attention kernels' own efficiencies (KV streaming, QK and PV matmuls)"),
        launch_us: microseconds.optional().describe("per-kernel cost of a cold stream launch (--graphs off)"),
        graph_launch_us: microseconds
          .optional()
          .describe("per-kernel cost inside a CUDA/HIP graph (--graphs on)"),
        step_us: microseconds
          .optional()
          .describe("fixed cost once per step: graph launch, sampling, host sync"),
      })
      .optional(),
    price_per_hour: quantity("usdPerHour").optional(),
  })
  .superRefine((hw, ctx) => {
    const known = new Set(Object.keys(hw.sources));
    const visit = (value: unknown, path: (string | number)[]) => {
      if (value === null || typeof value !== "object") return;
      for (const [key, child] of Object.entries(value)) {
        if (key === "source" && typeof child === "string" && !known.has(child)) {
          ctx.addIssue({
            code: "custom",
            path: [...path, key],
            message: `source "${child}" is not a key of sources: (have ${[...known].join(", ") || "none"})`,
          });
        } else if (!(path.length === 0 && key === "sources")) visit(child, [...path, key]);
      }
    };
    visit(hw, []);
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

export type HardwareInput = z.input<typeof HardwareSchema>;
export type HardwareDoc = z.output<typeof HardwareSchema>;
