import { isSafeRpcMethod } from '@openappkit/controllers'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseEther,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
// The devnet from its sources (apps/devnet is not a dependency of this package).
import {
  type DevnetManifest,
  EPHEMERAL_DEVNET_PORTS,
  startDevnet,
} from '../../../../../apps/devnet/src/index.ts'
import {
  createDevnetFrameHost,
  devnetClientOf,
  devnetWalletOf,
  factoryAbi,
  memoryApi,
  memoryStorage,
  smartAccountChainOf,
} from '../../../test/smart-account-devnet.ts'
import type { FrameApi } from '../frame-api.ts'

let devnet: Awaited<ReturnType<typeof startDevnet>>
let manifest: DevnetManifest

// Generous: the devnet (two anvil nodes with their fixtures) starts on a shared, busy machine.
beforeAll(async () => {
  devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
  manifest = devnet.manifest
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
}, 30_000)

const networkOf = (index: number) => smartAccountChainOf(manifest, index)
const clientOf = () => devnetClientOf(manifest)
const setup = (...rest: [api?: FrameApi, storage?: ReturnType<typeof memoryStorage>]) =>
  createDevnetFrameHost(manifest, ...rest)

async function fund(to: Address, value: bigint) {
  const hash = await devnetWalletOf(manifest, 0).sendTransaction({ to, value })
  await clientOf().client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

describe('the frame host with smart accounts, on the devnet', { timeout: 30_000 }, () => {
  it('defaults to the smart account the factory derives, counterfactual, and signs ERC-6492', async () => {
    const { ask, approved, signIn } = setup()
    const user = await signIn(`ada-${Date.now()}@example.com`)
    const owner = user.accounts.find((account) => account.type === 'eoa')?.address as Address
    const { client } = clientOf()
    const expected = await client.readContract({
      address: networkOf(0).accountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    expect(user).toMatchObject({
      address: expected,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { address: expected, type: 'smartAccount' },
        { address: owner, type: 'eoa' },
      ],
    })
    expect((await ask('INIT_SMART_ACCOUNT')).payload).toEqual({
      address: expected,
      isDeployed: false,
    })
    expect((await ask('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({
      smartAccountEnabledNetworks: [networkOf(0).chainId],
    })
    expect((await ask('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual({
      result: [expected],
    })

    const message = 'Sign in to OpenAppKit'
    const signed = await approved('personal_sign', [message, expected])
    const signature = signed.payload.result as Hex
    expect(signature.endsWith('6492'.repeat(16))).toBe(true)
    expect(await client.verifyMessage({ address: expected, message, signature })).toBe(true)
    expect(await client.verifyMessage({ address: expected, message: 'other', signature })).toBe(
      false,
    )
    const typedData = {
      domain: { name: 'OpenAppKit', version: '1', chainId: networkOf(0).chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typed = await approved('eth_signTypedData_v4', [expected, JSON.stringify(typedData)])
    const typedSignature = typed.payload.result as Hex
    expect(typedSignature.endsWith('6492'.repeat(16))).toBe(true)
    expect(
      await client.verifyTypedData({ address: expected, signature: typedSignature, ...typedData }),
    ).toBe(true)
    // Signing deploys nothing: the account stays counterfactual.
    expect(await client.getCode({ address: expected })).toBeUndefined()
  })

  it('deploys with the first send, then lands wallet_sendCalls of two ERC-20 transfers in one transaction', async () => {
    const { ask, approved, signIn, nodeMethods, bundlerMethods } = setup()
    const { address } = await signIn(`bo-${Date.now()}@example.com`)
    await fund(address, parseEther('1'))
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { client } = clientOf()

    const sent = await approved('eth_sendTransaction', [
      { from: address, to: receiver, value: toHex(parseEther('0.25')) },
    ])
    const hash = sent.payload.result as Hex
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect((await ask('GET_USER')).payload.smartAccountDeployed).toBe(true)

    const usdc = manifest.evm.tokens.usdc.address
    const { chain } = clientOf()
    const seed = await devnetWalletOf(manifest, 1).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits('10', 6)],
    })
    await client.waitForTransactionReceipt({ hash: seed, pollingInterval: 20 })
    const [first, second] = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address) as [
      Address,
      Address,
    ]
    const transfer = (to: Address, amount: string) => ({
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
      }),
    })
    const capabilities = await ask('RPC_REQUEST', {
      method: 'wallet_getCapabilities',
      params: [address],
    })
    expect(capabilities.payload.result).toEqual({
      [toHex(chain.id)]: { atomic: { status: 'supported' } },
    })

    const batch = await approved('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(chain.id),
        from: address,
        atomicRequired: true,
        calls: [transfer(first, '1.5'), transfer(second, '2')],
      },
    ])
    const { id } = batch.payload.result as { id: Hex }
    const status = async () =>
      (await ask('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [id] })).payload.result
    await vi.waitFor(async () => expect((await status()).status).toBe(200), { timeout: 10_000 })
    const { receipts, atomic } = await status()
    expect(atomic).toBe(true)
    expect(receipts).toHaveLength(1)
    const node = await client.getTransactionReceipt({ hash: receipts[0].transactionHash })
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: node.logs })
    expect(transfers.map((log) => [log.args.from, log.args.to, log.args.value])).toEqual([
      [address, first, parseUnits('1.5', 6)],
      [address, second, parseUnits('2', 6)],
    ])
    // Everything the frame asked of the node is on the api's proxy list (docs/project/behaviour.md
    // §6 safe methods).
    expect([...nodeMethods].filter((method) => !isSafeRpcMethod(method))).toEqual([])
    expect([...bundlerMethods].sort()).toEqual([
      'eth_estimateUserOperationGas',
      'eth_getUserOperationReceipt',
      'eth_sendUserOperation',
    ])
    const unknown = await ask('RPC_REQUEST', {
      method: 'wallet_getCallsStatus',
      params: [`0x${'ab'.repeat(32)}`],
    })
    expect(unknown.error).toMatchObject({ code: 5730 })
  })

  it('refuses what the account cannot pay before the visitor is asked or anything is signed', async () => {
    const { ask, approvals, signIn, bundlerMethods, nodeMethods } = setup()
    const user = await signIn(`di-${Date.now()}@example.com`)
    const owner = user.accounts.find((account) => account.type === 'eoa')?.address as Address
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const insufficient = {
      code: -32000,
      message:
        'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      data: expect.stringMatching(
        /^insufficient funds for gas \* price \+ value: have 0 want \d+$/,
      ),
    }
    const send = (from: Address, value: bigint) =>
      ask('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from, to: receiver, value: toHex(value) }],
      })
    // The smart account holds nothing: neither the value nor, with no value, the gas.
    expect((await send(user.address, parseEther('0.1'))).error).toEqual(insufficient)
    expect((await send(user.address, 0n)).error).toEqual(insufficient)
    const batch = await ask('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(networkOf(0).chainId),
          from: user.address,
          atomicRequired: true,
          calls: [{ to: receiver, value: toHex(1n) }],
        },
      ],
    })
    expect(batch.error).toEqual(insufficient)
    // Nor does its owner's EOA.
    await ask('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect((await send(owner, parseEther('0.1'))).error).toEqual(insufficient)
    expect(approvals()).toEqual([])
    expect(bundlerMethods.has('eth_sendUserOperation')).toBe(false)
    expect(nodeMethods.has('eth_sendRawTransaction')).toBe(false)
  })

  it('switches to the EOA and back per docs/project/behaviour.md §4, kept per chain across frame loads', async () => {
    const api = memoryApi()
    const storage = memoryStorage()
    const { ask, signIn, approved } = setup(api, storage)
    const user = await signIn(`cy-${Date.now()}@example.com`)
    const owner = user.accounts.find((account) => account.type === 'eoa')?.address as Address

    expect((await ask('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload).toEqual({
      type: 'eoa',
      address: owner,
    })
    expect((await ask('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual({
      result: [owner],
    })
    const batch = await ask('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: toHex(networkOf(0).chainId), calls: [{ to: owner }] }],
    })
    expect(batch.error).toMatchObject({ code: 5760 })
    const capabilities = await ask('RPC_REQUEST', {
      method: 'wallet_getCapabilities',
      params: [owner],
    })
    expect(capabilities.payload.result).toEqual({
      [toHex(networkOf(0).chainId)]: { atomic: { status: 'unsupported' } },
    })
    // As the EOA, signatures are the owner's plain ECDSA ones.
    const signed = await approved('personal_sign', ['hello', owner])
    expect((signed.payload.result as Hex).length).toBe(132)

    // A new frame load on this device keeps the choice.
    const reloaded = setup(api, storage)
    await reloaded.ask('IS_CONNECTED')
    expect((await reloaded.ask('GET_USER')).payload).toMatchObject({
      address: owner,
      preferredAccountType: 'eoa',
    })
    const back = await reloaded.ask('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(back.payload).toEqual({ type: 'smartAccount', address: user.address })

    // The second chain has no smart account: EOA only, and switching to one is refused.
    await reloaded.ask('SWITCH_NETWORK', { chainId: networkOf(1).chainId })
    expect((await reloaded.ask('GET_USER')).payload).toMatchObject({
      address: owner,
      preferredAccountType: 'eoa',
      accounts: [{ address: owner, type: 'eoa' }],
    })
    expect(
      (await reloaded.ask('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).error,
    ).toMatchObject({
      code: 4200,
      message: `Smart accounts are not enabled on chain ${networkOf(1).chainId}`,
    })
  })
})
