import type { LabConfig, LabPreset } from '../config/lab-config.ts'
import type { LabSetup } from './types.ts'

// A preset may load optional parts (the embedded preset's sign-in) before it creates the instance.
type PresetModule = { createLabSetup(config: LabConfig): LabSetup | Promise<LabSetup> }

// One chunk per preset: the page of `?preset=wagmi` downloads nothing of the others.
const PRESET_MODULES: Record<LabPreset, () => Promise<PresetModule>> = {
  wagmi: () => import('./wagmi.ts'),
  ethers: () => import('./ethers.ts'),
  ethers5: () => import('./ethers5.ts'),
  universal: () => import('./universal.ts'),
  solana: () => import('./solana.ts'),
  multichain: () => import('./multichain.ts'),
  embedded: () => import('./embedded.ts'),
  siwx: () => import('./siwx.ts'),
  'siwx-solana': () => import('./siwx-solana.ts'),
  bitcoin: () => import('./bitcoin.ts'),
}

/** Loads the preset of `config` and creates its instance. */
export async function loadPreset(config: LabConfig): Promise<LabSetup> {
  const module = await PRESET_MODULES[config.preset]()
  return module.createLabSetup(config)
}
