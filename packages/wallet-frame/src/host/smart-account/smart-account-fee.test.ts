import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  parseEther,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
} from '../../../test/smart-account-devnet.ts'

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

// How far above the UserOperation's actual cost the estimated fee may land, in percent. The
// estimate is the bundler's limits (the most the EntryPoint can charge), which it charges only as
// far as they are used: the devnet bundler's margins (verification 150 % + 10 000, call 130 % +
// 10 000) put the limits 30-42 % above the gas used.
const MAX_OVERESTIMATE_PERCENT = 50n

type Frame = ReturnType<typeof createDevnetFrameHost>
type Call = { from: Address; to: Address; value?: Hex; data?: Hex }

/**
 * Estimates `call` as the kit does (eth_estimateGas × the node's gas price), sends it with that
 * figure as `gas`, and answers the fee estimated and what the EntryPoint charged the account.
 */
async function estimateThenSend({ ask, approved }: Frame, call: Call) {
  const { client } = devnetClientOf(manifest)
  const estimate = await ask('RPC_REQUEST', { method: 'eth_estimateGas', params: [call] })
  const gas = hexToBigInt(estimate.payload.result as Hex)
  const fee = gas * (await client.getGasPrice())
  const sent = await approved('eth_sendTransaction', [{ ...call, gas: toHex(gas) }])
  const receipt = await client.getTransactionReceipt({ hash: sent.payload.result as Hex })
  expect(receipt.status).toBe('success')
  const [event] = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    logs: receipt.logs,
  })
  expect(event?.args).toMatchObject({ sender: call.from, success: true })
  return { gas, fee, cost: event?.args.actualGasCost ?? 0n }
}

function expectFeeCovers({ fee, cost }: { fee: bigint; cost: bigint }) {
  expect(cost).toBeGreaterThan(0n)
  expect(fee).toBeGreaterThanOrEqual(cost)
  expect(fee * 100n).toBeLessThanOrEqual(cost * (100n + MAX_OVERESTIMATE_PERCENT))
}

describe('eth_estimateGas of the smart account, on the devnet', { timeout: 30_000 }, () => {
  it('answers what the UserOperation costs, undeployed (initCode) and deployed', async () => {
    const frame = createDevnetFrameHost(manifest)
    const { address } = await frame.signIn(`fee-${Date.now()}@example.com`)
    const { client } = devnetClientOf(manifest)
    const funding = await devnetWalletOf(manifest, 0).sendTransaction({
      to: address,
      value: parseEther('1'),
    })
    await client.waitForTransactionReceipt({ hash: funding, pollingInterval: 20 })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const value = toHex(parseEther('0.1'))

    // A plain call's gas (21 000 for a transfer) leaves out the UserOperation's overhead.
    const first = await estimateThenSend(frame, { from: address, to: receiver, value })
    expect(first.gas).toBeGreaterThan(21_000n)
    expectFeeCovers(first)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.1'))

    const deployed = await estimateThenSend(frame, { from: address, to: receiver, value })
    // The account's deployment (initCode) is counted only while it is undeployed.
    expect(deployed.gas).toBeLessThan(first.gas)
    expectFeeCovers(deployed)

    const usdc = manifest.evm.tokens.usdc.address
    const seed = await devnetWalletOf(manifest, 1).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseUnits('10', 6)],
    })
    await client.waitForTransactionReceipt({ hash: seed, pollingInterval: 20 })
    const approval = await estimateThenSend(frame, {
      from: address,
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [receiver, parseUnits('5', 6)],
      }),
    })
    expectFeeCovers(approval)
  })

  it("leaves another sender's estimate (the owner's EOA) to the node", async () => {
    const frame = createDevnetFrameHost(manifest)
    const user = await frame.signIn(`fee-eoa-${Date.now()}@example.com`)
    const owner = user.accounts.find((account) => account.type === 'eoa')?.address as Address
    const estimate = await frame.ask('RPC_REQUEST', {
      method: 'eth_estimateGas',
      params: [{ from: owner, to: user.address, value: '0x0' }],
    })
    expect(estimate.payload.result).toBe(toHex(21_000))
    const refused = await frame.ask('RPC_REQUEST', {
      method: 'eth_estimateGas',
      params: [{ from: user.address, data: '0x00' }],
    })
    expect(refused.error).toMatchObject({
      code: -32602,
      message: 'A smart account sends calls to an address: the transaction needs to',
    })
  })
})
