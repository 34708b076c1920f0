import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'
import { DevnetError } from '../errors.ts'

/** Where the generated artifacts live (`pnpm generate:artifacts` rewrites it). */
export const artifactsPath = fileURLToPath(new URL('./artifacts.json', import.meta.url))

/** The contracts the devnet deploys, by artifact name. */
export type DevnetContractName =
  | 'Multicall3'
  | 'DevnetERC20'
  | 'DevnetERC721'
  | 'DevnetSignatureWallet'
  | 'DevnetSmartAccount'
  | 'DevnetSmartAccountFactory'
  | 'EntryPoint'
  | 'EntryPointSimulations'
  | 'WETH9'
  | 'UniswapV2Factory'
  | 'UniswapV2Pair'
  | 'UniswapV2Router02'

/** ABI plus creation (and, when known, runtime) bytecode of one contract. */
export type ContractArtifact = { abi: Abi; bytecode: Hex; deployedBytecode?: Hex | undefined }

/** The content of artifacts.json. */
export type DevnetArtifacts = { compiler: string; contracts: Record<string, ContractArtifact> }

const hexSchema = z.custom<Hex>(
  (value) => typeof value === 'string' && /^0x[0-9a-f]*$/i.test(value),
)
const artifactsSchema = z.object({
  compiler: z.string(),
  contracts: z.record(
    z.string(),
    z.object({
      abi: z.custom<Abi>((value) => Array.isArray(value)),
      bytecode: hexSchema,
      deployedBytecode: hexSchema.optional(),
    }),
  ),
})

let cachedArtifacts: DevnetArtifacts | undefined

/** Reads and validates artifacts.json once per process. */
export function readArtifacts(): DevnetArtifacts {
  cachedArtifacts ??= artifactsSchema.parse(JSON.parse(readFileSync(artifactsPath, 'utf8')))
  return cachedArtifacts
}

/** One contract's artifact; throws when artifacts.json lacks it. */
export function getArtifact(name: DevnetContractName): ContractArtifact {
  const artifact = readArtifacts().contracts[name]
  if (!artifact) throw new DevnetError(`Missing artifact ${name}; run pnpm generate:artifacts`)
  return artifact
}
