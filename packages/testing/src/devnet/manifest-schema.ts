import { z } from 'zod'

// The shape apps/devnet writes (apps/devnet/src/manifest.ts); declared here because packages
// may not import apps, and so integrators can validate a manifest in their own tests.

const evmAddressSchema = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'Expected a 0x-prefixed 20-byte address',
)
const privateKeySchema = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value),
  'Expected a 0x-prefixed 32-byte private key',
)
const base58Schema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58')
const hexSchema = (bytes: number, what: string) =>
  z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), `Expected ${what} (${bytes} bytes, hex)`)
// Regtest bech32 (P2WPKH, `bcrt1q`) and bech32m (P2TR, `bcrt1p`) addresses, lower case.
const bech32Charset = '[02-9ac-hj-np-z]'
const regtestP2wpkhSchema = z
  .string()
  .regex(new RegExp(`^bcrt1q${bech32Charset}{38}$`), 'Expected a regtest P2WPKH address')
const regtestP2trSchema = z
  .string()
  .regex(new RegExp(`^bcrt1p${bech32Charset}{58}$`), 'Expected a regtest P2TR address')

const erc20Schema = z.object({
  address: evmAddressSchema,
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative(),
})

/** The devnet manifest's zod schema: RPC endpoints, fixtures and funded test keys. */
export const devnetManifestSchema = z.object({
  version: z.literal(1),
  evm: z.object({
    mnemonic: z.string(),
    /** The account that deployed every fixture (the last funded account). */
    deployer: evmAddressSchema,
    chains: z
      .array(
        z.object({
          name: z.string(),
          chainId: z.number().int().positive(),
          caipNetworkId: z.string().regex(/^eip155:\d+$/),
          rpcUrl: z.url(),
          wsUrl: z.url(),
          /** ERC-4337 (EntryPoint v0.7): the devnet bundler's JSON-RPC endpoint for this chain. */
          bundlerUrl: z.url().optional(),
          entryPoint: evmAddressSchema.optional(),
          /** Creates smart accounts: createAccount(owner, salt), getAddress(owner, salt). */
          accountFactory: evmAddressSchema.optional(),
        }),
      )
      .min(1),
    /** Same addresses on every chain and every start. */
    contracts: z.object({
      multicall3: evmAddressSchema,
      weth: evmAddressSchema,
      uniswapV2Factory: evmAddressSchema,
      uniswapV2Router02: evmAddressSchema,
      usdc: evmAddressSchema,
      dai: evmAddressSchema,
      zeroDecimals: evmAddressSchema,
      nft: evmAddressSchema,
      usdcWethPair: evmAddressSchema,
      daiWethPair: evmAddressSchema,
    }),
    tokens: z.object({
      usdc: erc20Schema,
      dai: erc20Schema,
      zeroDecimals: erc20Schema,
      weth: erc20Schema,
    }),
    nft: z.object({ address: evmAddressSchema, name: z.string(), symbol: z.string() }),
    /** Funded test keys, for tests and local tooling only. */
    accounts: z.array(z.object({ address: evmAddressSchema, privateKey: privateKeySchema })).min(1),
  }),
  solana: z.object({
    name: z.string(),
    genesisHash: base58Schema,
    caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/),
    rpcUrl: z.url(),
    wsUrl: z.url(),
    mints: z.object({
      usdc: z.object({
        address: base58Schema,
        name: z.string(),
        symbol: z.string(),
        decimals: z.number().int().nonnegative(),
        /** Key allowed to mint more, for tests only. */
        mintAuthority: z.object({ address: base58Schema, secretKey: base58Schema }),
      }),
    }),
    /** Funded test keys (64-byte secret keys, base58), for tests only. */
    accounts: z
      .array(
        z.object({
          address: base58Schema,
          secretKey: base58Schema,
          usdcTokenAccount: base58Schema,
        }),
      )
      .min(1),
  }),
  /** The in-process Bitcoin regtest behind an Esplora-compatible HTTP API. */
  bitcoin: z.object({
    name: z.string(),
    network: z.literal('regtest'),
    caipNetworkId: z.string().regex(/^bip122:[0-9a-f]{32}$/),
    /** Base URL of the Esplora API, no trailing slash. */
    esploraUrl: z.url().refine((url) => !url.endsWith('/'), 'Expected no trailing slash'),
    /** Funded test keys, for tests only: a payment (P2WPKH) and an ordinal (P2TR) address each. */
    accounts: z
      .array(
        z.object({
          privateKey: hexSchema(32, 'a private key'),
          payment: z.object({
            address: regtestP2wpkhSchema,
            publicKey: hexSchema(33, 'a compressed public key'),
          }),
          /** BIP-86 key-path taproot; `publicKey` is the x-only internal key. */
          ordinal: z.object({
            address: regtestP2trSchema,
            publicKey: hexSchema(32, 'an x-only public key'),
          }),
        }),
      )
      .min(6),
  }),
  /** The mail catcher: SMTP for the api's emails, an HTTP inbox for the tests to read them. */
  mail: z.object({
    smtpHost: z.string().min(1),
    smtpPort: z.number().int().min(1).max(65_535),
    inboxUrl: z.url(),
  }),
  /** The OpenID provider playing the social logins: its issuer and a client per provider. */
  oidc: z.object({
    issuer: z.url(),
    clients: z.record(z.string(), z.object({ clientId: z.string(), clientSecret: z.string() })),
  }),
})

/** A devnet manifest: RPC endpoints, chain ids, CAIP ids, contract and mint addresses, test keys. */
export type DevnetManifest = z.infer<typeof devnetManifestSchema>

/** Validates an unknown value as a manifest; throws a ZodError naming the first bad field. */
export function parseDevnetManifest(value: unknown): DevnetManifest {
  return devnetManifestSchema.parse(value)
}
