import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import {
  type Address,
  getAddress as checksumAddress,
  createClient,
  custom,
  defineChain,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  parseAbi,
  zeroHash,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { sign } from 'viem/accounts'
import type { ChainRpc, SmartAccountNetwork } from './smart-account-network.ts'

// The factory's and the account's public functions (SimpleAccount v0.7 and its factory).
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** The embedded wallet's smart account on one chain, as viem's bundler client drives it. */
export type EmbeddedSmartAccount = SmartAccount<
  SmartAccountImplementation<typeof entryPoint07Abi, '0.7'>
>

export type ToEmbeddedSmartAccountParameters = {
  owner: LocalAccount
  network: SmartAccountNetwork
  /** The chain's node (the api's RPC proxy in the frame page). */
  rpc: ChainRpc
}

// A throwaway key, public on purpose: gas estimation needs a well-formed signature (SimpleAccount
// recovers it) that is nobody's in particular.
const STUB_SIGNER_KEY = `0x${'11'.repeat(32)}` as const
let stubSignature: Promise<Hex> | undefined
const stubSignatureOf = () => {
  stubSignature ??= sign({ hash: zeroHash, privateKey: STUB_SIGNER_KEY, to: 'hex' })
  return stubSignature
}

/**
 * The owner's SimpleAccount (salt 0) on `network`: its counterfactual address from the factory's
 * `getAddress` (an eth_call), UserOperations signed by the owner over their hash (EIP-191, as
 * SimpleAccount checks), messages and typed data signed by the owner over the hash the account's
 * ERC-1271 `isValidSignature` receives — ERC-6492-wrapped by viem while the account is undeployed.
 */
export async function toEmbeddedSmartAccount({
  owner,
  network,
  rpc,
}: ToEmbeddedSmartAccountParameters): Promise<EmbeddedSmartAccount> {
  const { chainId } = network
  const factory = network.accountFactory as Address
  const entryPoint = network.entryPoint as Address
  const client = createClient({
    chain: defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    }),
    transport: custom({
      request: ({ method, params }) =>
        method === 'eth_chainId'
          ? Promise.resolve(`0x${chainId.toString(16)}`)
          : rpc(method, (params ?? []) as unknown[], chainId),
    }),
  })
  const factoryData = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, 0n],
  })
  const address = (await client.request({
    method: 'eth_call',
    params: [
      {
        to: factory,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'getAddress',
          args: [owner.address, 0n],
        }),
      },
      'latest',
    ],
  })) as Hex
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(address)) {
    throw new ProviderRpcError(RpcErrorCode.InternalError, {
      message: `The account factory ${factory} on chain ${chainId} did not answer getAddress`,
    })
  }
  const accountAddress = checksumAddress(`0x${address.slice(-40)}`)
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    getAddress: async () => accountAddress,
    getFactoryArgs: async () => ({ factory, factoryData }),
    getStubSignature: stubSignatureOf,
    async encodeCalls(calls) {
      const [first] = calls
      if (calls.length === 1 && first) {
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [first.to, first.value ?? 0n, first.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    // isValidSignature recovers the owner from the hash itself: hashMessage / hashTypedData of
    // what the verifier checks, which is exactly what the owner's EIP-191 / EIP-712 signing signs.
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: (typedData) => owner.signTypedData(typedData),
    async signUserOperation(operation) {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...operation, sender: accountAddress },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
