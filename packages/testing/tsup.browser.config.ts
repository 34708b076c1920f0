import { defineConfig } from 'tsup'
import { browserWalletBuildOptions } from './test/browser-wallet-build.ts'

// The wallet as one script for `page.addInitScript`; built after the ESM build (no clean).
export default defineConfig(browserWalletBuildOptions)
