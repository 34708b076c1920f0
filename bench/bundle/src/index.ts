// Building, serving, loading and measuring helpers shared with bench/modal and the laboratory's
// JS budgets (apps/laboratory/test/budget.test.ts).
export { type BenchApp, benchApps, selectBenchApps } from './bench-apps.ts'
export { type BlockNonLocalReturnType, blockNonLocal } from './block-non-local.ts'
export { buildLaboratory, buildReownApp, installReownApp, reownViteConfig } from './build-apps.ts'
export { launchChromium } from './chromium.ts'
export { describeRun, formatRatio } from './format.ts'
export {
  type LoadedScript,
  type MeasureInitialLoadParameters,
  type MeasureInitialLoadReturnType,
  measureInitialLoad,
} from './measure-initial-load.ts'
export { laboratoryExists, repoRoot } from './paths.ts'
export { type PrepareAppParameters, type PrepareAppReturnType, prepareApp } from './prepare-app.ts'
export {
  type RecordScriptRequestsReturnType,
  recordScriptRequests,
} from './record-script-requests.ts'
export { replaceReadmeFigures } from './replace-readme-figures.ts'
export { type RunCommandParameters, runCommand } from './run-command.ts'
export {
  type SizeScriptsParameters,
  type SizeScriptsReturnType,
  sizeScripts,
} from './size-scripts.ts'
export { type SnapshotDistReturnType, snapshotDist } from './snapshot-dist.ts'
export {
  type KitTimings,
  TIMINGS_GLOBAL,
  type WatchKitTimingsParameters,
  watchKitTimingsScript,
} from './watch-kit-timings.ts'
