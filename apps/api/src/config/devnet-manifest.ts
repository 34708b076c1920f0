import { readFile } from 'node:fs/promises'
import { z } from 'zod'

// The api reads the devnet's manifest FILE (an app does not import another app), validating the
// part it uses. Unknown fields are kept so a newer devnet still loads.
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const token = z.looseObject({
  address,
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative(),
})

/** The fields of the devnet manifest the api's defaults are built from. */
export const devnetManifestSchema = z.looseObject({
  version: z.literal(1),
  evm: z.looseObject({
    chains: z
      .array(
        z.looseObject({
          name: z.string(),
          chainId: z.number().int().positive(),
          caipNetworkId: z.string(),
          rpcUrl: z.url(),
          wsUrl: z.url(),
          /** ERC-4337 (devnets before it had none: the embedded wallet then stays EOA only). */
          bundlerUrl: z.url().optional(),
          entryPoint: address.optional(),
          accountFactory: address.optional(),
        }),
      )
      .min(1),
    contracts: z.looseObject({
      multicall3: address,
      weth: address,
      uniswapV2Factory: address,
      uniswapV2Router02: address,
      usdc: address,
      dai: address,
      nft: address,
    }),
    tokens: z.looseObject({ usdc: token, dai: token, zeroDecimals: token, weth: token }),
    nft: z.looseObject({ address, name: z.string(), symbol: z.string() }),
    accounts: z
      .array(z.looseObject({ address, privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }))
      .min(1),
  }),
  solana: z.looseObject({
    name: z.string(),
    caipNetworkId: z.string(),
    rpcUrl: z.url(),
    wsUrl: z.url(),
    mints: z.looseObject({
      usdc: z.looseObject({
        address: z.string(),
        name: z.string(),
        symbol: z.string(),
        decimals: z.number().int().nonnegative(),
      }),
    }),
    accounts: z.array(z.looseObject({ address: z.string(), secretKey: z.string() })).min(1),
  }),
  /** The mail catcher (devnets before it had none: the email login then stays off). */
  mail: z
    .looseObject({
      smtpHost: z.string().min(1),
      smtpPort: z.number().int().min(1).max(65_535),
      inboxUrl: z.url(),
    })
    .optional(),
  /** The OpenID provider playing the social logins (devnets before it had none). */
  oidc: z
    .looseObject({
      issuer: z.url(),
      clients: z.record(z.string(), z.object({ clientId: z.string(), clientSecret: z.string() })),
    })
    .optional(),
})

/** A devnet manifest as the api sees it. */
export type DevnetManifest = z.output<typeof devnetManifestSchema>

/** Reads and validates a manifest file written by `pnpm devnet`. */
export async function readDevnetManifest(path: string): Promise<DevnetManifest> {
  return devnetManifestSchema.parse(JSON.parse(await readFile(path, 'utf8')))
}
