import { AppKitError } from '@openappkit/common/errors'
import { isHttpUrl, isWebSocketUrl } from '@openappkit/common/networks'
import {
  array,
  boolean,
  looseObject,
  nonEmpty,
  numberOrString,
  type OptionIssue,
  oneOf,
  optional,
  record,
  string,
  stringThat,
  unknown,
} from './option-rules.ts'
import type { CreateAppKitOptions } from './types.ts'

const network = looseObject({
  id: numberOrString,
  caipNetworkId: stringThat(
    (value) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value),
    'not a CAIP-2 id',
  ),
  chainNamespace: string,
  name: string,
})

const httpUrl = stringThat(isHttpUrl, 'must be an http(s) URL')
const wsUrl = stringThat(isWebSocketUrl, 'must be a ws(s) URL')
const flag = optional(boolean)
const ids = optional(array(string))

const optionsRule = looseObject({
  networks: nonEmpty(
    array(network, { error: 'must be an array of networks' }),
    'at least one network is required',
  ),
  defaultNetwork: optional(network),
  adapters: optional(
    array(looseObject({ namespace: string }, { error: 'each adapter must be a ChainAdapter' })),
  ),
  projectId: optional(string),
  metadata: optional(
    looseObject({ name: string, description: string, url: string, icons: array(string) }),
  ),
  features: optional(record(unknown)),
  remoteFeatures: optional(record(unknown)),
  themeMode: optional(oneOf(['light', 'dark'], { error: 'must be "light" or "dark"' })),
  themeVariables: optional(record(numberOrString)),
  featuredWalletIds: ids,
  includeWalletIds: ids,
  excludeWalletIds: ids,
  customWallets: optional(array(looseObject({ id: string, name: string }))),
  allowUnsupportedChain: flag,
  enableNetworkSwitch: flag,
  enableReconnect: flag,
  enableEIP6963: flag,
  enableInjected: flag,
  enableWalletConnect: flag,
  siwx: optional(looseObject({})),
  defaultAccountTypes: optional(record(string)),
  customRpcUrls: optional(record(array(looseObject({ url: httpUrl })))),
  tokens: optional(record(array(looseObject({ address: string })))),
  termsConditionsUrl: optional(string),
  privacyPolicyUrl: optional(string),
  debug: flag,
  api: optional(httpUrl),
  relayUrl: optional(wsUrl),
  embeddedWalletUrl: optional(httpUrl),
  locale: optional(nonEmpty(string, 'must be a language tag')),
})

/** Error thrown by {@link validateOptions}; `details` lists every problem found. */
export class InvalidOptionError extends AppKitError<'INVALID_OPTIONS' | 'INVALID_OPTION'> {
  override name = 'InvalidOptionError'
}

/**
 * Checks the integrator's options and throws one error naming the first wrong option, e.g.
 * `Invalid option "networks": at least one network is required`.
 */
export function validateOptions(options: CreateAppKitOptions): CreateAppKitOptions {
  if (typeof options !== 'object' || options === null) {
    throw new InvalidOptionError('INVALID_OPTIONS')
  }
  const issues: OptionIssue[] = []
  optionsRule(options, [], issues)
  if (issues.length === 0) {
    if (options.defaultNetwork && !options.networks.some(sameAs(options.defaultNetwork))) {
      throw new InvalidOptionError('INVALID_OPTION', {
        params: { option: 'defaultNetwork', problem: 'must be one of "networks"' },
      })
    }
    return options
  }
  const describe = (issue: OptionIssue) => {
    const [option = '?', ...rest] = issue.path.map(String)
    const where = rest.length > 0 ? ` (at ${rest.join('.')})` : ''
    const missing = rest.length === 0 && (options as Record<string, unknown>)[option] === undefined
    const message = issue.code === 'invalid_type' && missing ? 'is required' : issue.message
    return { option, problem: `${message}${where}` }
  }
  const [first, ...others] = issues.map(describe)
  throw new InvalidOptionError('INVALID_OPTION', {
    params: first ?? { option: '?', problem: 'is invalid' },
    details:
      others.length > 0
        ? others.map(({ option, problem }) => `Invalid option "${option}": ${problem}`).join('\n')
        : undefined,
  })
}

function sameAs(target: { caipNetworkId: string }) {
  return (candidate: { caipNetworkId: string }) => candidate.caipNetworkId === target.caipNetworkId
}
