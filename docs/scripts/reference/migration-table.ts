import { findIgnoredOptions } from '../../../packages/appkit/src/options/find-ignored-options.ts'
import { hookNames, hookSlug } from './hooks-pages.ts'
import { anchorOf, docMarkdown, table } from './markdown.ts'
import { createAppKitOptions, ignoredOptionNames, OWN_OPTIONS } from './options-page.ts'
import type { EntryName, ReferenceProgram } from './program.ts'

// The incumbent's (Reown AppKit 1.8) public names that are not in our types: its hooks and
// `features` keys, as its documentation lists them. The status column is computed from our code.
const INCUMBENT_HOOKS = [
  'useAppKit',
  'useAppKitAccount',
  'useAppKitNetwork',
  'useAppKitNetworkCore',
  'useAppKitProvider',
  'useAppKitState',
  'useAppKitTheme',
  'useAppKitEvents',
  'useAppKitBalance',
  'useWalletInfo',
  'useDisconnect',
  'useAppKitConnections',
  'useAppKitConnection',
  'useAppKitWallets',
  'useAppKitSIWX',
  'useAppKitUpdateEmail',
  'usePay',
  'useAvailableExchanges',
  'usePayUrlActions',
  'useExchangeBuyStatus',
] as const

const MISSING_HOOK_NOTES: Record<string, string> = {
  useAppKitUpdateEmail: "not exported: the embedded wallet's Account view changes the e-mail",
  usePay: 'not implemented: the `pay` feature stays off',
  useAvailableExchanges: 'not implemented: the `pay` feature stays off',
  usePayUrlActions: 'not implemented: the `pay` feature stays off',
  useExchangeBuyStatus: 'not implemented: the `pay` feature stays off',
}

const INCUMBENT_FEATURES = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'socials',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'walletFeaturesOrder',
  'connectMethodsOrder',
  'connectorTypeOrder',
  'pay',
  'reownAuthentication',
  'headless',
] as const

// Types the incumbent's entries export (its `export type *` of its controllers) that apps written
// for it name in their own code, by the entry they import them from.
const INCUMBENT_TYPES: readonly (readonly [entry: EntryName, names: readonly string[]])[] = [
  [
    '@openappkit/appkit',
    [
      'AccountType',
      'AppKitNetwork',
      'AppKitOptions',
      'CaipAddress',
      'CaipNetwork',
      'CaipNetworkId',
      'ChainAdapter',
      'ChainNamespace',
      'ConnectedWalletInfo',
      'Connection',
      'Connector',
      'ConnectorType',
      'CreateAppKit',
      'CustomWallet',
      'Event',
      'EventsControllerState',
      'Features',
      'Metadata',
      'OpenOptions',
      'Provider',
      'SIWXConfig',
      'SIWXMessage',
      'SIWXSession',
      'SocialProvider',
      'ThemeMode',
      'ThemeVariables',
      'UseAppKitAccountReturn',
      'UseAppKitNetworkReturn',
      'UseAppKitWalletsReturn',
      'User',
      'Views',
      'WalletFeature',
    ],
  ],
  ['@openappkit/adapter-solana', ['Connection', 'Provider', 'SolanaAdapter']],
  [
    '@openappkit/adapter-solana/react',
    ['AnyTransaction', 'Connection', 'Provider', 'SolanaAdapter'],
  ],
  ['@openappkit/adapter-bitcoin', ['AddressPurpose', 'BitcoinConnector']],
]

const firstSentence = (text: string) => {
  const match = /^(.*?[.:;])(\s|$)/s.exec(text)
  return (match?.[1] ?? text).replace(/\n/g, ' ')
}

/** `parts/migration-status.md`: each option, feature and hook of the incumbent and its status here. */
export function renderMigrationStatus(program: ReferenceProgram): string {
  const options = createAppKitOptions(program)
  const ignored = ignoredOptionNames(options)
  const optionRows = options.map((option) => {
    const link = `[\`${option.name}\`](../reference/create-app-kit#${anchorOf(option.name)})`
    if (ignored.has(option.name)) return [`\`${option.name}\``, 'accepted, ignored (warned)', '']
    if (OWN_OPTIONS.has(option.name))
      return [link, 'OpenAppKit only', docMarkdown(firstSentence(option.doc))]
    return [link, 'same', docMarkdown(firstSentence(option.doc))]
  })
  const ignoredFeatures = new Set(
    findIgnoredOptions({
      networks: [] as never,
      features: Object.fromEntries(INCUMBENT_FEATURES.map((name) => [name, true])),
    }).map((name) => name.replace(/^features\./, '')),
  )
  const remoteKeys = new Set(['swaps', 'onramp', 'email', 'socials', 'history'])
  const featureRows = INCUMBENT_FEATURES.map((name) => [
    `\`features.${name}\``,
    ignoredFeatures.has(name)
      ? 'accepted, ignored (warned)'
      : remoteKeys.has(name)
        ? 'same (read into `remoteFeatures`; needs `api`)'
        : 'same',
  ])
  const ours = new Set(hookNames(program))
  const hookRows = INCUMBENT_HOOKS.map((name) =>
    ours.has(name)
      ? [`[\`${name}\`](../reference/hooks/${hookSlug(name)})`, 'same']
      : [`\`${name}\``, MISSING_HOOK_NOTES[name] ?? 'not here'],
  )
  const typeRows = INCUMBENT_TYPES.flatMap(([entry, names]) => {
    const exported = program.exportsOf(entry)
    return names.map((name) => [
      `\`${name}\``,
      `\`${entry}\``,
      exported.has(name) ? 'same name' : 'not here',
    ])
  })
  const extraHooks = [...ours].filter(
    (name) => !(INCUMBENT_HOOKS as readonly string[]).includes(name),
  )
  return [
    '### Options {#options-status}',
    table(['option', 'status', 'note'], optionRows),
    '### Features {#features-status}',
    table(['feature', 'status'], featureRows),
    '### Hooks {#hooks-status}',
    table(['hook', 'status'], hookRows),
    '### Types {#types-status}',
    "The types apps written for the incumbent name in their own code (`@openappkit/appkit/react` exports the main entry's too):",
    table(['type', 'entry', 'status'], typeRows),
    extraHooks.length
      ? `Hooks of ours the incumbent does not have: ${extraHooks.map((name) => `[\`${name}\`](../reference/hooks/${hookSlug(name)})`).join(', ')}.`
      : '',
  ].join('\n\n')
}
