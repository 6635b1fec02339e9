// DeepSeek-V3.2 and GLM-5.1 configs with generated DSA indexer keys, imported in process: every import either fails
// with positioned diagnostics and no text, or writes the indexer's dims as the config gives them (on an indexer on
// every layer), and the written model costs to finite numbers or ends in diagnostics.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { importHf } from "../../src/import-hf/index.ts";
import { analyze } from "../../src/index.ts";
import { ROOT } from "../helpers.ts";
import { dsaIndexerKeys } from "./generators.ts";
import { params } from "./harness.ts";

const RUNS = 150;
const dir = mkdtempSync(join(tmpdir(), "venn-dsa-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = (model: string) =>
  JSON.parse(readFileSync(join(ROOT, "test/fixtures/hf", model, "config.json"), "utf8")) as Record<
    string,
    unknown
  >;

describe("import-hf over generated DSA indexer keys", () => {
  it("writes the indexer as configured on every layer, or refuses with positioned diagnostics", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("deepseek-v3.2", "glm-5.1"),
        dsaIndexerKeys,
        fc.constantFrom(1, 2_048, 65_536),
        (model, keys, context) => {
          const config = { ...fixture(model), ...keys };
          const result = importHf({
            config: { text: JSON.stringify(config, null, 2), file: "gen/config.json" },
            hf: "gen/model",
            id: "gen",
          });
          const errors = result.diagnostics.filter((d) => d.severity === "error");
          if (errors.length > 0) {
            expect(result.text).toBeUndefined();
            for (const d of errors) {
              expect(d.code).toMatch(/^IMPORT_/);
              expect(d.line).toBeGreaterThan(0);
            }
            return;
          }
          const doc = parse(result.text ?? "") as { circuit: string; dims: Record<string, number> };
          expect(doc.circuit).toBe("mla_moe_dsa");
          expect(doc.dims.index_heads).toBe(keys.index_n_heads ?? config.index_n_heads);
          expect(doc.dims.index_head_dim).toBe(keys.index_head_dim ?? config.index_head_dim);
          expect(doc.dims.index_topk).toBe(keys.index_topk ?? config.index_topk);
          // An indexer on some layers only (IndexShare) is not what this circuit costs: never written.
          expect([undefined, null, 1]).toContain(config.index_topk_freq);
          const types = config.indexer_types;
          if (Array.isArray(types)) expect(types.every((t) => t === "full")).toBe(true);
          const file = join(dir, "gen.model.yaml");
          writeFileSync(file, result.text ?? "");
          const costed = analyze({
            model: file,
            hardware: ["h200-sxm"],
            runs: [{ mode: "multi", rows: 1 }],
            context,
            cwd: ROOT,
          });
          const table = costed.report?.tables[0];
          if (!table) {
            expect(costed.diagnostics.length).toBeGreaterThan(0);
            return;
          }
          expect(Number.isFinite(table.floorSeconds)).toBe(true);
          expect(table.floorSeconds).toBeGreaterThan(0);
          expect(Number.isFinite(costed.report?.memory[0]?.kvBytesPerSequence)).toBe(true);
        },
      ),
      params(RUNS),
    );
  }, 600_000);
});
