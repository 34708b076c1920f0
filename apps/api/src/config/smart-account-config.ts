import { z } from 'zod'

const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')

/** An EVM chain's ERC-4337 bundler and contracts: the embedded wallet's smart accounts use them. */
export const accountAbstractionSchema = z.object({
  /** JSON-RPC endpoint of the bundler; only the api calls it (`/v1/embedded/bundler`). */
  bundlerUrl: z.url({ protocol: /^https?$/ }),
  /** EntryPoint v0.7. */
  entryPoint: evmAddressSchema,
  /** The SimpleAccount-style factory the smart account is derived from. */
  accountFactory: evmAddressSchema,
})

/** A list of smart-account networks: CAIP-2 ids (a configured chain's alias is accepted too). */
export const smartAccountNetworksSchema = z
  .array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id'))
  .max(256)

/** The embedded wallet's settings (the frame page and its api routes). */
export const embeddedConfigSchema = z.object({
  /**
   * CAIP-2 ids of the EVM chains where the embedded wallet has a smart account
   * (docs/project/behaviour.md §3 smartAccountEnabledNetworks); each needs `accountAbstraction`.
   * Absent: every chain that has it; `[]`: EOA only. A project may have its own list (`pnpm api
   * project set`).
   */
  smartAccountNetworks: smartAccountNetworksSchema.optional(),
})

/** The configured chains as the smart-account checks read them. */
export type SmartAccountCandidateChains = ReadonlyArray<{
  namespace: string
  caipNetworkId: string
  aliases: readonly string[]
  accountAbstraction?: unknown
}>

type ConfigWithSmartAccounts = {
  embedded: z.output<typeof embeddedConfigSchema>
  chains: SmartAccountCandidateChains
}

/**
 * The canonical CAIP-2 id of `id` (a configured EVM chain's id or alias) when that chain has
 * `accountAbstraction`; otherwise why it cannot have smart accounts.
 */
export function resolveSmartAccountNetwork(
  chains: SmartAccountCandidateChains,
  id: string,
): { caipNetworkId: string } | { problem: string } {
  const chain = chains.find(
    (candidate) => candidate.caipNetworkId === id || candidate.aliases.includes(id),
  )
  if (!chain) return { problem: `${id} is not a configured chain` }
  if (chain.namespace !== 'eip155') return { problem: `${id} is not an EVM chain` }
  if (!chain.accountAbstraction)
    return { problem: `${id} has no accountAbstraction (bundlerUrl, entryPoint, accountFactory)` }
  return { caipNetworkId: chain.caipNetworkId }
}

/** Refuses a smart-account network that is not an EVM chain of the configuration with a bundler. */
export function checkSmartAccountNetworks(
  config: ConfigWithSmartAccounts,
  context: z.RefinementCtx,
): void {
  for (const [index, id] of (config.embedded.smartAccountNetworks ?? []).entries()) {
    const resolved = resolveSmartAccountNetwork(config.chains, id)
    if (!('problem' in resolved)) continue
    context.addIssue({
      code: 'custom',
      path: ['embedded', 'smartAccountNetworks', index],
      message: resolved.problem,
    })
  }
}
