import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTemplates } from "../../../src/load/index.ts";
import { renderHtml } from "../../../src/render/html.ts";
import { ReportModelSchema } from "../../../src/report/index.ts";
import {
  CLASS_ORDER,
  type ClassFit,
  classOf,
  VENN_CLASSES,
  vennClassRow,
} from "../../../src/venn/classes.ts";
import { ROOT } from "../../helpers.ts";

const fitOf = (over: Partial<ClassFit>): ClassFit => ({
  hasFamily: true,
  hasDifference: false,
  hasCompileDifference: false,
  isMeasured: false,
  ...over,
});

describe("the Venn classes table", () => {
  it("classifies each fit by the first row whose rule matches (DESIGN.md §5)", () => {
    expect(classOf(fitOf({ isMeasured: true }))).toBe("shared-measured");
    expect(classOf(fitOf({}))).toBe("shared");
    expect(classOf(fitOf({ hasDifference: true }))).toBe("policy-variant");
    expect(classOf(fitOf({ hasDifference: true, hasCompileDifference: true }))).toBe("parameter-opportunity");
    expect(classOf(fitOf({ hasFamily: false }))).toBe("novel");
  });

  it("gives every fit a class, and counts only the two exact covers as shared", () => {
    for (const hasFamily of [true, false])
      for (const hasDifference of [true, false])
        for (const isMeasured of [true, false]) {
          const f = fitOf({ hasFamily, hasDifference, hasCompileDifference: hasDifference, isMeasured });
          expect(CLASS_ORDER.filter((id) => VENN_CLASSES[id].matches(f)).length).toBeGreaterThan(0);
        }
    expect(CLASS_ORDER.filter((id) => VENN_CLASSES[id].isShared)).toEqual(["shared-measured", "shared"]);
    expect(CLASS_ORDER.filter((id) => VENN_CLASSES[id].needsMeasurement)).toEqual(["shared"]);
  });

  it("looks a report's class id up, and nothing else", () => {
    expect(vennClassRow("novel")?.title).toBe("novel");
    expect(vennClassRow("toString")).toBeUndefined();
    expect(vennClassRow("unknown")).toBeUndefined();
  });

  it("writes the HTML stylesheet's badge rules from the rows, one each", () => {
    const model = ReportModelSchema.parse(
      JSON.parse(readFileSync(join(ROOT, "test/golden/07-venn-llama-3.1-8b-a100-h100.json"), "utf8")),
    );
    const html = renderHtml(model, loadTemplates());
    for (const id of CLASS_ORDER) {
      const { css, background, border } = VENN_CLASSES[id];
      expect(html).toContain(`.cls-${css} { background: ${background}; border-color: ${border}; }`);
      expect(html).toContain(`<span class="badge cls-${css}">${VENN_CLASSES[id].title}</span>`);
    }
  });
});
