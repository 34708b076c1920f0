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

/** The embedded wallet's settings (the frame page and its api routes). */
export const embeddedConfigSchema = z.object({
  /**
   * CAIP-2 ids of the EVM chains where the embedded wallet has a smart account (SPEC §3
   * smartAccountEnabledNetworks); each needs `accountAbstraction`. Absent: every chain that has
   * it; `[]`: EOA only.
   */
  smartAccountNetworks: z
    .array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id'))
    .max(256)
    .optional(),
})

type ConfigWithSmartAccounts = {
  embedded: z.output<typeof embeddedConfigSchema>
  chains: ReadonlyArray<{
    namespace: string
    caipNetworkId: string
    aliases: readonly string[]
    accountAbstraction?: unknown
  }>
}

/** Refuses a smart-account network that is not an EVM chain of the configuration with a bundler. */
export function checkSmartAccountNetworks(
  config: ConfigWithSmartAccounts,
  context: z.RefinementCtx,
): void {
  for (const [index, id] of (config.embedded.smartAccountNetworks ?? []).entries()) {
    const chain = config.chains.find(
      (candidate) => candidate.caipNetworkId === id || candidate.aliases.includes(id),
    )
    if (chain?.namespace === 'eip155' && chain.accountAbstraction) continue
    context.addIssue({
      code: 'custom',
      path: ['embedded', 'smartAccountNetworks', index],
      message: chain
        ? `${id} has no accountAbstraction (bundlerUrl, entryPoint, accountFactory)`
        : `${id} is not a configured chain`,
    })
  }
}
