// Explore: the explorer page's state, its panels as data and its charts, from the report model (venn explore).

export { type PackedDocuments, type PackedTables, packDocuments, unpackDocuments } from "./pack.ts";
export {
  decodeTable,
  deviceFigures,
  esc,
  type Figure,
  figureHtml,
  jsonNumber,
  kindShares,
  type ShareRow,
  siteShares,
  usdPerMillionTokens,
  workItems,
} from "./panels.ts";
export {
  DEFAULT_STATE,
  type ExploreState,
  MAX_DEVICES,
  reportArgs,
  reportCommand,
  runSpecs,
  settingsProblem,
  stateFromHash,
  stateToHash,
} from "./state.ts";
export { paretoSvg, rooflineSvg, shareSvg } from "./svg.ts";
