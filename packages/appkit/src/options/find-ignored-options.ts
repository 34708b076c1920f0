import { DEFAULT_FEATURES } from '@openappkit/common/constants'
import type { CreateAppKitOptions, IncumbentOptions } from './types.ts'

type ImplementedOption = Exclude<keyof CreateAppKitOptions, keyof IncumbentOptions>

// Every option createAppKit acts on; the `satisfies` below fails the build when one is missing.
const IMPLEMENTED = {
  networks: true,
  defaultNetwork: true,
  adapters: true,
  projectId: true,
  metadata: true,
  features: true,
  remoteFeatures: true,
  themeMode: true,
  themeVariables: true,
  featuredWalletIds: true,
  includeWalletIds: true,
  excludeWalletIds: true,
  customWallets: true,
  allowUnsupportedChain: true,
  enableNetworkSwitch: true,
  enableReconnect: true,
  enableEIP6963: true,
  enableInjected: true,
  enableWalletConnect: true,
  siwx: true,
  defaultAccountTypes: true,
  customRpcUrls: true,
  tokens: true,
  termsConditionsUrl: true,
  privacyPolicyUrl: true,
  debug: true,
  api: true,
  relayUrl: true,
  embeddedWalletUrl: true,
  locale: true,
  // Incumbent options that are applied (mapped onto the modal's images).
  chainImages: true,
  connectorImages: true,
} satisfies Record<ImplementedOption | 'chainImages' | 'connectorImages', true>

// In DEFAULT_FEATURES so the resolved features have the incumbent's keys, but nothing reads them:
// an app that sets them is told, as for any other option not built here.
const NOT_BUILT_FEATURES = new Set<string>(['smartSessions', 'pay'])

const IMPLEMENTED_FEATURES = new Set<string>([
  ...Object.keys(DEFAULT_FEATURES).filter((name) => !NOT_BUILT_FEATURES.has(name)),
  'walletFeaturesOrder',
  'connectorTypeOrder',
  // The incumbent's remote features, read into `remoteFeatures` (see toRemoteFeatures).
  'email',
  'socials',
  'swaps',
  'onramp',
  'history',
])

/**
 * The options given that createAppKit does not act on: unknown names and the incumbent's options
 * it does not implement (`universalProviderConfigOverride`, `features.pay`...), in order.
 */
export function findIgnoredOptions(options: CreateAppKitOptions): string[] {
  const given = Object.entries(options).filter(([, value]) => value !== undefined)
  const ignored = given.map(([name]) => name).filter((name) => !Object.hasOwn(IMPLEMENTED, name))
  for (const [name, value] of Object.entries(options.features ?? {})) {
    if (value !== undefined && !IMPLEMENTED_FEATURES.has(name)) ignored.push(`features.${name}`)
  }
  return ignored
}

/** The one warning naming the ignored options, or undefined when every option is acted on. */
export function describeIgnoredOptions(options: CreateAppKitOptions): string | undefined {
  const ignored = findIgnoredOptions(options)
  if (ignored.length === 0) return undefined
  return `createAppKit ignores options OpenAppKit does not implement: ${ignored.join(', ')}`
}
