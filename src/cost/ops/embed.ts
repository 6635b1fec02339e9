import { gatheredBytes } from "../../formats/index.ts";
import type { WeightTensor } from "../../ir/index.ts";
import type { CostRow } from "../work.ts";
import { first, ioBytes } from "./shared.ts";

export const embed: CostRow = {
  citation: "gather: reads only the looked-up rows of the table (torch.nn.functional.embedding)",
  work(node) {
    const w = node.weight as WeightTensor;
    const out = first(node.outs);
    return {
      flops: 0,
      bytes: ioBytes(node, { weight: gatheredBytes(w.format, out.rows, w.cols, "weight") }),
    };
  },
};
