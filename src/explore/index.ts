// Explore: the explorer page's state, its panels as data and its charts, from the report model (venn explore).

export {
  type PackedDocuments,
  type PackedTables,
  packDocuments,
  rowsOfDtypes,
  unpackDocuments,
} from "./pack.ts";
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
  type KneeRow,
  kneePanelHtml,
  kneeRow,
  type SimFigure,
  simulationFigures,
  simulationPanelHtml,
} from "./simulation.ts";
export {
  DEFAULT_STATE,
  type ExploreState,
  KNEE_RATES,
  kneeArgs,
  MAX_DEVICES,
  MAX_PAGE_REQUESTS,
  reportArgs,
  reportCommand,
  runSpecs,
  type SimulationSpec,
  settingsProblem,
  shellCommand,
  simulateArgs,
  simulateCommand,
  simulationSpec,
  stateFromHash,
  stateToHash,
} from "./state.ts";
export { paretoSvg, rooflineSvg, shareSvg } from "./svg.ts";
