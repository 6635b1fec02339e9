import { gatheredBytes } from "../../formats/index.ts";
import type { WeightTensor } from "../../ir/index.ts";
import { type CostRow, NO_BYTES } from "../work.ts";
import { first, sumEdges } from "./shared.ts";

export const embed: CostRow = {
  citation: "gather: reads only the looked-up rows of the table (torch.nn.functional.embedding)",
  work(node) {
    const w = node.weight as WeightTensor;
    const out = first(node.outs);
    return {
      flops: 0,
      bytes: {
        ...NO_BYTES,
        weight: gatheredBytes(w.format, out.rows, w.cols, "weight"),
        actIn: sumEdges(node.ins),
        actOut: sumEdges(node.outs),
      },
    };
  },
};
