import {
  type Address,
  type Chain,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  type Transport,
  zeroHash,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

// The account is driven by viem's own account-abstraction stack (toSmartAccount, the bundler
// client, getUserOperationHash, verifyMessage): only the factory's and the account's public
// functions are ours, written out here from their Solidity signatures.
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** An EntryPoint v0.7 smart account as viem's bundler client takes it. */
export type DevnetSmartAccount = SmartAccount<
  SmartAccountImplementation<typeof entryPoint07Abi, '0.7'>
>

/** Parameters of {@link toDevnetSmartAccount}. */
export type ToDevnetSmartAccountParameters = {
  client: PublicClient<Transport, Chain>
  factory: Address
  owner: LocalAccount
  /** Signs UserOperations and messages; the owner unless a test wants a wrong key. */
  signer?: LocalAccount | undefined
  /** A well-formed signature for gas estimation; a random key's signature by default. */
  stubSignature?: Hex | undefined
}

/**
 * The devnet's smart account (salt 0) of `owner`, driven by viem as any EntryPoint v0.7 account:
 * a client independent of the product's, for tests of the bundler and of what verifies its
 * signatures.
 */
export async function toDevnetSmartAccount({
  client,
  factory,
  owner,
  signer = owner,
  stubSignature,
}: ToDevnetSmartAccountParameters): Promise<DevnetSmartAccount> {
  // Any well-formed ECDSA signature: the account recovers it during gas estimation.
  const stub =
    stubSignature ?? (await privateKeyToAccount(generatePrivateKey()).sign({ hash: zeroHash }))
  const factoryData = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, 0n],
  })
  const address = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  return toSmartAccount({
    client: client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory, factoryData }),
    getStubSignature: async () => stub,
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
    signMessage: ({ message }) => signer.signMessage({ message }),
    signTypedData: (typedData) => signer.signTypedData(typedData),
    async signUserOperation(operation) {
      const hash = getUserOperationHash({
        chainId: client.chain.id,
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: { ...operation, sender: address },
      })
      return signer.signMessage({ message: { raw: hash } })
    },
  })
}
