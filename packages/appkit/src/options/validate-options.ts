import { AppKitError } from '@openappkit/common/errors'
import { z } from 'zod'
import type { CreateAppKitOptions } from './types.ts'

const network = z.looseObject({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'not a CAIP-2 id'),
  chainNamespace: z.string(),
  name: z.string(),
})

const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http(s) URL',
  })
const wsUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^wss?:$/.test(new URL(value).protocol), {
    message: 'must be a ws(s) URL',
  })
const flag = z.boolean().optional()
const ids = z.array(z.string()).optional()

const optionsSchema = z.looseObject({
  networks: z
    .array(network, { error: 'must be an array of networks' })
    .min(1, 'at least one network is required'),
  defaultNetwork: network.optional(),
  adapters: z
    .array(
      z.looseObject({ namespace: z.string() }, { error: 'each adapter must be a ChainAdapter' }),
    )
    .optional(),
  projectId: z.string().optional(),
  metadata: z
    .looseObject({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    })
    .optional(),
  features: z.record(z.string(), z.unknown()).optional(),
  remoteFeatures: z.record(z.string(), z.unknown()).optional(),
  themeMode: z.enum(['light', 'dark'], { error: 'must be "light" or "dark"' }).optional(),
  themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  featuredWalletIds: ids,
  includeWalletIds: ids,
  excludeWalletIds: ids,
  customWallets: z.array(z.looseObject({ id: z.string(), name: z.string() })).optional(),
  allowUnsupportedChain: flag,
  enableNetworkSwitch: flag,
  enableReconnect: flag,
  enableEIP6963: flag,
  enableInjected: flag,
  siwx: z.looseObject({}).optional(),
  defaultAccountTypes: z.record(z.string(), z.string()).optional(),
  customRpcUrls: z.record(z.string(), z.array(z.looseObject({ url: httpUrl }))).optional(),
  tokens: z.record(z.string(), z.array(z.looseObject({ address: z.string() }))).optional(),
  termsConditionsUrl: z.string().optional(),
  privacyPolicyUrl: z.string().optional(),
  debug: flag,
  api: httpUrl.optional(),
  relayUrl: wsUrl.optional(),
  embeddedWalletUrl: httpUrl.optional(),
  locale: z.string().min(1, 'must be a language tag').optional(),
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
  const result = optionsSchema.safeParse(options)
  if (result.success) {
    if (options.defaultNetwork && !options.networks.some(sameAs(options.defaultNetwork))) {
      throw new InvalidOptionError('INVALID_OPTION', {
        params: { option: 'defaultNetwork', problem: 'must be one of "networks"' },
      })
    }
    return options
  }
  const describe = (issue: z.core.$ZodIssue) => {
    const [option = '?', ...rest] = issue.path.map(String)
    const where = rest.length > 0 ? ` (at ${rest.join('.')})` : ''
    const missing = rest.length === 0 && (options as Record<string, unknown>)[option] === undefined
    const message = issue.code === 'invalid_type' && missing ? 'is required' : issue.message
    return { option, problem: `${message}${where}` }
  }
  const [first, ...others] = result.error.issues.map(describe)
  throw new InvalidOptionError('INVALID_OPTION', {
    params: first ?? { option: '?', problem: 'is invalid' },
    details:
      others.length > 0
        ? others.map(({ option, problem }) => `Invalid option "${option}": ${problem}`).join('\n')
        : undefined,
    cause: result.error,
  })
}

function sameAs(target: { caipNetworkId: string }) {
  return (candidate: { caipNetworkId: string }) => candidate.caipNetworkId === target.caipNetworkId
}
