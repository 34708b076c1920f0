import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi } from 'viem'
import { z } from 'zod'
import { DevnetError } from '../src/errors.ts'
import type { DevnetArtifacts } from '../src/evm/artifacts.ts'

const require = createRequire(import.meta.url)
const contractsDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts')

/** Our own Solidity sources, compiled with the solc npm package (bundled wasm, no download). */
const ownContracts = [
  'Multicall3',
  'DevnetERC20',
  'DevnetERC721',
  'DevnetSignatureWallet',
  'DevnetSmartAccount',
  'DevnetSmartAccountFactory',
] as const

/**
 * Artifacts shipped by the Uniswap and account-abstraction packages, taken as they are (the
 * router's pair init code hash matches the shipped pair; EntryPoint's creation code is the one
 * that lands at its canonical CREATE2 address).
 */
const shippedArtifacts = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  EntryPoint: '@account-abstraction/contracts/artifacts/EntryPoint.json',
  EntryPointSimulations: '@account-abstraction/contracts/artifacts/EntryPointSimulations.json',
} as const

const abiSchema = z.custom<Abi>((value) => Array.isArray(value))

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: abiSchema,
          evm: z.object({
            bytecode: z.object({ object: z.string() }),
            deployedBytecode: z.object({ object: z.string() }),
          }),
        }),
      ),
    )
    .optional(),
})

// Truffle-style (Uniswap: evm.deployedBytecode.object) or Hardhat-style (deployedBytecode).
const shippedArtifactSchema = z.object({
  abi: abiSchema,
  bytecode: z.string(),
  deployedBytecode: z.string().optional(),
  evm: z.object({ deployedBytecode: z.object({ object: z.string() }).optional() }).optional(),
})

function toHex(value: string): `0x${string}` {
  return (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`
}

// solc asks for every import it meets; OpenZeppelin sources come from the installed package.
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `Source not found: ${path}` }
  }
}

function compileOwnContracts(): DevnetArtifacts['contracts'] {
  const sources = Object.fromEntries(
    ownContracts.map((name) => [
      `${name}.sol`,
      { content: readFileSync(join(contractsDirectory, `${name}.sol`), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = solcOutputSchema.parse(
    JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })),
  )
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new DevnetError(errors.map((error) => error.formattedMessage).join('\n'))
  }
  return Object.fromEntries(
    ownContracts.map((name) => {
      const compiled = output.contracts?.[`${name}.sol`]?.[name]
      if (!compiled) throw new DevnetError(`solc produced no output for ${name}`)
      return [
        name,
        {
          abi: compiled.abi,
          bytecode: toHex(compiled.evm.bytecode.object),
          deployedBytecode: toHex(compiled.evm.deployedBytecode.object),
        },
      ]
    }),
  )
}

function readShippedArtifacts(): DevnetArtifacts['contracts'] {
  return Object.fromEntries(
    Object.entries(shippedArtifacts).map(([name, path]) => {
      const artifact = shippedArtifactSchema.parse(require(path))
      const deployed = artifact.evm?.deployedBytecode?.object ?? artifact.deployedBytecode
      return [
        name,
        {
          abi: artifact.abi,
          bytecode: toHex(artifact.bytecode),
          ...(deployed ? { deployedBytecode: toHex(deployed) } : {}),
        },
      ]
    }),
  )
}

/** Builds the artifacts file's content: our contracts compiled now plus the shipped Uniswap ones. */
export function compileContracts(): DevnetArtifacts {
  return {
    compiler: String(solc.version()),
    contracts: { ...compileOwnContracts(), ...readShippedArtifacts() },
  }
}
