import type { AppKitCore } from '@openappkit/controllers'
import { resolveOptions, setThemeMode, setThemeVariables } from '@openappkit/controllers/internal'
import { toCoreOptions } from '../options/to-core-options.ts'
import { toModalOptions } from '../options/to-modal-options.ts'
import type { CreateAppKitOptions } from '../options/types.ts'
import { validateOptions } from '../options/validate-options.ts'
import type { LazyModal } from './lazy-modal.ts'

const CORE_OPTIONS = [
  'features',
  'remoteFeatures',
  'metadata',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'defaultAccountTypes',
  'tokens',
] as const
const MODAL_OPTIONS = [
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'locale',
  'chainImages',
  'connectorImages',
] as const
const UPDATABLE = new Set<string>([
  ...CORE_OPTIONS,
  ...MODAL_OPTIONS,
  'themeMode',
  'themeVariables',
])

export type UpdateOptionsParameters = {
  core: AppKitCore
  modal: LazyModal
  /** The instance's options now. */
  options: CreateAppKitOptions
  /** The options given to `updateOptions`. */
  update: Partial<CreateAppKitOptions>
  warn: (message: string) => void
}

/**
 * Applies `update` to a running instance and returns its options afterwards. Options read only
 * at creation (networks, adapters, api, relayUrl...) are left as they were, named in a warning.
 * Invalid values throw like createAppKit's, and nothing is applied then.
 */
export function updateOptions({
  core,
  modal,
  options,
  update,
  warn,
}: UpdateOptionsParameters): CreateAppKitOptions {
  const given = Object.entries(update).filter(([, value]) => value !== undefined)
  validateOptions({ ...options, ...Object.fromEntries(given) })
  const fixed = given.map(([name]) => name).filter((name) => !UPDATABLE.has(name))
  if (fixed.length > 0) {
    warn(`updateOptions cannot change ${fixed.join(', ')} after createAppKit: left as they were`)
  }
  const applied = Object.fromEntries(given.filter(([name]) => UPDATABLE.has(name)))
  const next: CreateAppKitOptions = { ...options, ...applied }
  if (CORE_OPTIONS.some((name) => name in applied)) {
    const resolved = resolveOptions(toCoreOptions(next, []))
    const state = core.state.options
    state.features = resolved.features
    state.remoteFeatures = resolved.remoteFeatures
    state.metadata = resolved.metadata
    state.allowUnsupportedChain = resolved.allowUnsupportedChain
    state.enableNetworkSwitch = resolved.enableNetworkSwitch
    state.defaultAccountTypes = resolved.defaultAccountTypes
    state.tokens = resolved.tokens
  }
  if (next.themeMode && 'themeMode' in applied) setThemeMode(core, next.themeMode)
  if (update.themeVariables) setThemeVariables(core, update.themeVariables)
  if (MODAL_OPTIONS.some((name) => name in applied)) modal.update(toModalOptions(next, core))
  return next
}
