import {
  MULTICALL3_ADDRESS,
  ONRAMP_PROVIDER_FEE_RANGE_PERCENT,
  SOCIAL_PROVIDERS,
} from '@openappkit/common'
import { z } from 'zod'
import { walletCatalogueEntrySchema } from '../wallets/wallet-entry.ts'
import {
  accountAbstractionSchema,
  checkSmartAccountNetworks,
  embeddedConfigSchema,
} from './smart-account-config.ts'

// CAIP-2: namespace of 3-8 [-a-z0-9], reference of 1-32 [-_a-zA-Z0-9].
const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id')
const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')
const httpUrlSchema = z.url({ protocol: /^https?$/ })
const wsUrlSchema = z.url({ protocol: /^wss?$/ })

const nativeCurrencySchema = z.object({
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(36),
})

const evmIndexerSchema = z.object({
  enabled: z.boolean().default(true),
  /** First block to index on a fresh database: a number, or 'latest' to start at the head. */
  startBlock: z.union([z.literal('latest'), z.number().int().nonnegative()]).default('latest'),
  pollIntervalMs: z.number().int().min(50).max(60_000).default(500),
  /** Blocks fetched per round while catching up. */
  maxBlocksPerPoll: z.number().int().min(1).max(1_000).default(100),
})

const evmChainSchema = z.object({
  namespace: z.literal('eip155'),
  caipNetworkId: caipNetworkIdSchema.refine((id) => id.startsWith('eip155:'), 'Expected eip155:'),
  name: z.string().min(1),
  rpcUrl: httpUrlSchema,
  wsUrl: wsUrlSchema.optional(),
  /** Other CAIP-2 ids clients may use for this chain. */
  aliases: z.array(caipNetworkIdSchema).default([]),
  nativeCurrency: nativeCurrencySchema,
  multicall3: evmAddressSchema.default(MULTICALL3_ADDRESS),
  /** A Uniswap-V2 style router enables the convert (swap) endpoints on this chain. */
  swap: z
    .object({
      router: evmAddressSchema,
      factory: evmAddressSchema,
      wrappedNative: evmAddressSchema,
      /** The pool fee in basis points (Uniswap V2: 30). */
      feeBps: z.number().int().min(0).max(1_000).default(30),
    })
    .optional(),
  indexer: evmIndexerSchema.prefault({}),
  accountAbstraction: accountAbstractionSchema.optional(),
})

const solanaIndexerSchema = z.object({
  enabled: z.boolean().default(true),
  pollIntervalMs: z.number().int().min(50).max(60_000).default(1_000),
})

const solanaChainSchema = z.object({
  namespace: z.literal('solana'),
  caipNetworkId: caipNetworkIdSchema.refine((id) => id.startsWith('solana:'), 'Expected solana:'),
  name: z.string().min(1),
  rpcUrl: httpUrlSchema,
  wsUrl: wsUrlSchema.optional(),
  aliases: z.array(caipNetworkIdSchema).default([]),
  nativeCurrency: nativeCurrencySchema,
  indexer: solanaIndexerSchema.prefault({}),
})

/** One chain the api serves. */
export const chainConfigSchema = z.discriminatedUnion('namespace', [
  evmChainSchema,
  solanaChainSchema,
])

/** A token of the configured list, by CAIP-10 id (`eip155:1:0x...`, `solana:...:<mint>`). */
export const tokenConfigSchema = z.object({
  caipAddress: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
  name: z.string().min(1).max(100),
  symbol: z.string().min(1).max(32),
  decimals: z.number().int().min(0).max(36),
  iconUrl: z.string().max(2_048).default(''),
})

const onRampAssetSchema = z.object({
  /** Currency code the client asks for (`USDC`, `ETH`, `SOL`). */
  id: z.string().min(1).max(16),
  name: z.string().min(1),
  symbol: z.string().min(1),
  networks: z
    .array(
      z.object({
        caipNetworkId: caipNetworkIdSchema,
        /** Network symbol in quotes (`ethereum`, `solana`...). */
        name: z.string().min(1),
        displayName: z.string().min(1),
        /** Token contract or mint; absent for the native currency. */
        tokenAddress: z.string().min(1).optional(),
      }),
    )
    .min(1),
})

const percentSchema = z
  .number()
  .min(ONRAMP_PROVIDER_FEE_RANGE_PERCENT.min)
  .max(ONRAMP_PROVIDER_FEE_RANGE_PERCENT.max)

const apiConfigObjectSchema = z.object({
  server: z
    .object({
      host: z.string().min(1).default('127.0.0.1'),
      port: z.number().int().min(0).max(65_535).default(8787),
      /** Origin the api is reachable at (checkout URLs); default `http://{host}:{port}`. */
      publicUrl: httpUrlSchema.optional(),
      bodyLimitBytes: z.number().int().min(1_024).max(10_485_760).default(65_536),
      /** Read the client address from X-Forwarded-For (only behind a trusted proxy). */
      trustProxy: z.boolean().default(false),
      /** Which requests get a JSON log line: every one, failures (5xx) only, or none. */
      accessLog: z.enum(['all', 'errors', 'off']).default('errors'),
      /**
       * On SIGTERM, how long requests in flight may take to finish before their connections
       * are cut (the process stops taking new ones at once).
       */
      shutdownTimeoutMs: z.number().int().min(0).max(300_000).default(10_000),
      /** When set, `GET /metrics` asks for `Authorization: Bearer <token>` (a secret). */
      metricsToken: z.string().min(16).max(256).optional(),
    })
    .prefault({}),
  /** `sqlite:<path>` (`sqlite::memory:` for a throwaway one) or `postgres://...`. */
  database: z.object({
    url: z.string().min(1),
    /** PostgreSQL connections per process. */
    poolSize: z.number().int().min(1).max(200).default(10),
  }),
  /** Exact origins allowed by CORS; none by default. */
  allowedOrigins: z.array(z.url().transform((url) => new URL(url).origin)).default([]),
  /**
   * Projects known from the configuration (with the global settings above); when set, every
   * request must name one of these or a project of the `projects` table.
   */
  projectIds: z.array(z.string().min(1).max(128)).optional(),
  /** Per-project settings: the `projects` table, managed with `pnpm api project`. */
  projects: z
    .object({
      /** Every /v1 and /e request must name a known project (`projectId`). */
      required: z.boolean().default(false),
      /** How long one read of the table serves requests (changes show up after this). */
      cacheTtlMs: z.number().int().min(0).max(300_000).default(5_000),
    })
    .prefault({}),
  analytics: z
    .object({
      /** Events POST /e accepts per project and client address per minute; 0 turns it off. */
      maxEventsPerMinute: z.number().int().min(0).max(100_000).default(60),
    })
    .prefault({}),
  rateLimit: z
    .object({
      windowMs: z.number().int().min(100).default(60_000),
      /** Requests per client address per window; 0 turns the limit off. */
      max: z.number().int().min(0).default(600),
      /**
       * When Redis cannot be reached: `memory` counts in this process meanwhile, `allow` lets
       * requests through uncounted, `refuse` answers 503.
       */
      whenStoreUnavailable: z.enum(['memory', 'allow', 'refuse']).default('memory'),
    })
    .prefault({}),
  /** Caches and rate limits shared by every api process; absent: kept in each process. */
  redis: z
    .object({ url: z.string().regex(/^rediss?:\/\//, 'Expected redis:// or rediss://') })
    .optional(),
  /**
   * The database lease that lets exactly one process index a chain (docs/project/architecture.md
   * §10).
   */
  indexerLease: z
    .object({
      /** A holder that stops renewing loses the chain after this long. */
      ttlMs: z.number().int().min(200).max(300_000).default(5_000),
      renewMs: z.number().int().min(50).max(100_000).default(1_500),
    })
    .refine(
      (lease) => lease.renewMs * 2 <= lease.ttlMs,
      'indexerLease.renewMs must be at most half of ttlMs',
    )
    .prefault({}),
  /** None by default: the api then serves only what needs no chain (wallets, sessions, analytics). */
  chains: z.array(chainConfigSchema).default([]),
  tokens: z.array(tokenConfigSchema).default([]),
  /** USD prices by CAIP-10 token id, or `{caipNetworkId}:native` for the native currency. */
  prices: z.record(z.string(), z.number().nonnegative().finite()).default({}),
  /** Contracts (CAIP-10) whose NFTs are flagged as spam in history. */
  spam: z.object({ nfts: z.array(z.string()).default([]) }).prefault({}),
  names: z
    .object({
      zone: z
        .string()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/)
        .default('oak.id'),
    })
    .prefault({}),
  /** The wallet catalogue of AllWallets (GET /v1/wallets). */
  wallets: z
    .object({
      /** Offer the built-in wallets. */
      builtIn: z.boolean().default(true),
      /** The operator's wallets, checked when the api starts; a built-in id is replaced. */
      extra: z.array(walletCatalogueEntrySchema).default([]),
      /**
       * Icons of the built-in wallets on the operator's own host, `{id}` standing for the
       * wallet's id (`https://cdn.example/wallets/{id}.png`); a drawn monogram otherwise.
       */
      iconUrlTemplate: z
        .string()
        .max(512)
        .regex(/^https:\/\/[^\s]*\{id\}[^\s]*$/, 'expected an https URL with {id}')
        .optional(),
    })
    .prefault({}),
  /** The embedded wallet's emails: one-time codes, device links (SMTP; a mail catcher in dev). */
  email: z
    .object({
      from: z.string().min(3).max(256).default('OpenAppKit <no-reply@openappkit.test>'),
      /** Absent: the email login answers 503 (no code can reach anyone). */
      smtp: z
        .object({
          host: z.string().min(1),
          port: z.number().int().min(1).max(65_535),
          /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
          secure: z.boolean().default(false),
          user: z.string().min(1).optional(),
          password: z.string().min(1).optional(),
        })
        .optional(),
      codeTtlMs: z.number().int().min(60_000).max(3_600_000).default(600_000),
      maxAttempts: z.number().int().min(1).max(20).default(5),
      resendCooldownMs: z.number().int().min(0).max(600_000).default(30_000),
      /**
       * 32 bytes, base64: seals each account's recovery share at rest. Absent: new devices
       * cannot recover an account (its first device keeps working).
       */
      recoveryKey: z
        .string()
        .regex(/^[A-Za-z0-9+/]{43}=$/, 'Expected 32 bytes in base64')
        .optional(),
    })
    .prefault({}),
  embedded: embeddedConfigSchema.prefault({}),
  /** OpenID Connect per social provider (issuer discovery, authorization code + PKCE). */
  social: z
    .object({
      providers: z
        .partialRecord(
          z.enum(SOCIAL_PROVIDERS),
          z.object({
            issuer: httpUrlSchema,
            clientId: z.string().min(1).max(256),
            clientSecret: z.string().min(1).max(512),
          }),
        )
        .default({}),
    })
    .prefault({}),
  /**
   * Farcaster sign-in: the custody address of each fid allowed here. In production this is the
   * Id Registry's `custodyOf(fid)`; the devnet names its test user's custody key.
   */
  farcaster: z
    .object({
      custodyAddresses: z.record(z.string().regex(/^\d{1,12}$/), evmAddressSchema).default({}),
    })
    .prefault({}),
  onramp: z
    .object({
      feePercent: percentSchema.default(1.5),
      /** Value of one unit of each fiat currency in USD. */
      fiatRates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()).default({
        USD: 1,
        EUR: 1.08,
      }),
      checkoutTtlMs: z.number().int().min(60_000).default(1_800_000),
      assets: z.array(onRampAssetSchema).default([]),
      /** Keys the sandbox pays purchases from (a real operator uses their own test wallets). */
      treasury: z
        .object({
          eip155PrivateKey: z
            .string()
            .regex(/^0x[0-9a-fA-F]{64}$/)
            .optional(),
          solanaSecretKey: z
            .string()
            .regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/)
            .optional(),
        })
        .prefault({}),
    })
    .prefault({}),
})
/** The whole api configuration (JSON file, env overrides, devnet defaults), checked across fields. */
export const apiConfigSchema = apiConfigObjectSchema.superRefine(checkSmartAccountNetworks)

/** Parsed configuration. */
export type ApiConfig = z.output<typeof apiConfigSchema>
/** Configuration as written in a file (defaults may be omitted). */
export type ApiConfigInput = z.input<typeof apiConfigSchema>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type EvmChainConfig = Extract<ChainConfig, { namespace: 'eip155' }>
export type SolanaChainConfig = Extract<ChainConfig, { namespace: 'solana' }>
export type TokenConfig = z.output<typeof tokenConfigSchema>
export type OnRampAssetConfig = z.output<typeof onRampAssetSchema>
