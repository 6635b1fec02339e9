// The text view's fit line (issue 30): one device or each device of the layout, and the layout to try where it does not fit.
import { describe, expect, it } from "vitest";
import { fitLine } from "../../../src/render/text.ts";

const base = { neededBytes: 142e9, usableBytes: 72e9, capacityBytes: 80e9 };

describe("fitLine", () => {
  it.each([
    [
      { ...base, neededBytes: 16.6e9, fits: true, devicesNeeded: 1 },
      "fits one device (16.6 GB of 72.0 GB usable)",
    ],
    [
      { ...base, fits: false, devicesNeeded: 2, tryParallel: "tp=2" },
      "does not fit one device: 142 GB of 72.0 GB usable, needs 2; try --parallel tp=2",
    ],
    [
      { ...base, fits: false, devicesNeeded: 2 },
      "does not fit one device: 142 GB of 72.0 GB usable, needs 2",
    ],
    [
      { ...base, neededBytes: 71.2e9, fits: true, devicesNeeded: 2, layout: { flag: "tp=2", devices: 2 } },
      "fits tp=2: 71.2 GB of 72.0 GB usable per device (2 devices)",
    ],
    [
      {
        ...base,
        neededBytes: 414e9,
        fits: false,
        devicesNeeded: 12,
        layout: { flag: "tp=2", devices: 2 },
        tryParallel: "tp=8,pp=2",
      },
      "does not fit tp=2: 414 GB of 72.0 GB usable per device, needs 12 devices; try --parallel tp=8,pp=2",
    ],
  ])("%o → %s", (fit, line) => {
    expect(fitLine(fit)).toBe(line);
  });
});
