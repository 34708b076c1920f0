// Building, serving and loading helpers shared with bench/modal.
export { type BenchApp, benchApps, selectBenchApps } from './bench-apps.ts'
export { type BlockNonLocalReturnType, blockNonLocal } from './block-non-local.ts'
export { buildLaboratory, buildReownApp, installReownApp, reownViteConfig } from './build-apps.ts'
export { launchChromium } from './chromium.ts'
export { formatRatio, today } from './format.ts'
export { laboratoryExists } from './paths.ts'
export { replaceReadmeFigures } from './replace-readme-figures.ts'
export { type ServeStaticReturnType, serveStatic } from './serve-static.ts'
