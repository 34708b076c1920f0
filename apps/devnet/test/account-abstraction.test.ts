import { toDevnetSmartAccount } from '@openappkit/testing/node'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
  parseEventLogs,
  parseUnits,
  type Transport,
  zeroHash,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  entryPoint07Address,
  formatUserOperationRequest,
  getUserOperationHash,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevnetManifest, EPHEMERAL_DEVNET_PORTS, startDevnet } from '../src/index.ts'
import { waitForReceipt } from './helpers.ts'

let devnet: Awaited<ReturnType<typeof startDevnet>>
let manifest: DevnetManifest
let chain: Chain
let publicClient: PublicClient<Transport, Chain>
let stubSignature: Hex
// The account the first UserOperation deploys; the batch test sends its second one.
let deployedAccount: Awaited<ReturnType<typeof toDevnetAccount>> | undefined

beforeAll(async () => {
  devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
  manifest = devnet.manifest
  const network = chainOf(0)
  chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
  })
  publicClient = createPublicClient({ chain, transport: http(network.rpcUrl) })
  // A well-formed signature of nobody in particular: estimation must not depend on the owner.
  stubSignature = await privateKeyToAccount(generatePrivateKey()).sign({ hash: zeroHash })
})

afterAll(async () => {
  await devnet?.stop()
})

function chainOf(index: number) {
  const network = manifest.evm.chains[index]
  if (!network?.bundlerUrl || !network.entryPoint || !network.accountFactory) {
    throw new TypeError(`chain ${index} has no account-abstraction fields in the manifest`)
  }
  return { ...network, bundlerUrl: network.bundlerUrl, accountFactory: network.accountFactory }
}

/** A fresh account of `owner` on chain 0; `signer` signs instead when given (a wrong key). */
function toDevnetAccount(owner: LocalAccount, signer: LocalAccount = owner) {
  return toDevnetSmartAccount({
    client: publicClient,
    factory: chainOf(0).accountFactory,
    owner,
    signer,
    stubSignature,
  })
}

async function fund(to: Address, value: bigint) {
  const key = manifest.evm.accounts[0]
  if (!key) throw new TypeError('no funded account')
  const wallet = createWalletClient({
    account: privateKeyToAccount(key.privateKey),
    chain,
    transport: http(chainOf(0).rpcUrl),
  })
  const hash = await wallet.sendTransaction({ to, value })
  expect((await waitForReceipt(publicClient, hash)).status).toBe('success')
}

function bundlerClientOf(account: Awaited<ReturnType<typeof toDevnetAccount>>) {
  return createBundlerClient({
    account,
    client: publicClient,
    transport: http(chainOf(0).bundlerUrl),
    pollingInterval: 20,
  })
}

async function rawBundlerRequest(method: string, params: unknown[]) {
  const response = await fetch(chainOf(0).bundlerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

describe('ERC-4337 on the devnet', () => {
  it('has EntryPoint v0.7 at its canonical address and the factory on both chains', async () => {
    for (const index of [0, 1]) {
      const network = chainOf(index)
      expect(network.entryPoint).toBe(entryPoint07Address)
      const client = createPublicClient({ transport: http(network.rpcUrl) })
      expect(await client.getCode({ address: entryPoint07Address })).toMatch(/^0x[0-9a-f]{2000,}/)
      expect(await client.getCode({ address: network.accountFactory })).toMatch(/^0x[0-9a-f]+/)
      const answer = await rawBundlerRequest('eth_supportedEntryPoints', [])
      expect(answer.result).toEqual([entryPoint07Address])
    }
    // Pinned (README, and apps may hard-code it): moves only if the account's source or solc does.
    expect(chainOf(0).accountFactory).toBe('0x6FB723F5acE8A3aEA81b704b2c87e6367e56d037')
    expect(chainOf(1).accountFactory).toBe(chainOf(0).accountFactory)
    expect((await rawBundlerRequest('eth_chainId', [])).result).toBe('0x7a69')
  })

  it('deploys a counterfactual account with its first UserOperation, an ETH transfer', async () => {
    const account = await toDevnetAccount(privateKeyToAccount(generatePrivateKey()))
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    await fund(account.address, parseEther('1'))
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const bundler = bundlerClientOf(account)

    const hash = await bundler.sendUserOperation({
      calls: [{ to: receiver, value: parseEther('0.25') }],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(await publicClient.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+/)
    const found = await bundler.getUserOperation({ hash })
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(found.userOperation.factory).toBe(chainOf(0).accountFactory)
    const localHash = getUserOperationHash({
      chainId: chainOf(0).chainId,
      entryPointAddress: entryPoint07Address,
      entryPointVersion: '0.7',
      userOperation: found.userOperation,
    })
    expect(localHash).toBe(hash)
    // EntryPoint's SenderCreator ran the factory named in the op.
    const node = await publicClient.getTransactionReceipt({ hash: receipt.receipt.transactionHash })
    const [deployed] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'AccountDeployed',
      logs: node.logs,
    })
    expect(deployed?.args).toMatchObject({
      sender: account.address,
      factory: chainOf(0).accountFactory,
    })
    // The whole bundle is this op: the bundler is refunded at least what it paid.
    expect(receipt.actualGasUsed).toBeGreaterThanOrEqual(node.gasUsed)
    deployedAccount = account
  })

  it('lands two ERC-20 transfers of the next UserOperation (executeBatch) in one transaction', async () => {
    const account = deployedAccount
    if (!account) throw new TypeError('the deployment test did not run first')
    const usdc = manifest.evm.tokens.usdc.address
    const key = manifest.evm.accounts[1]
    if (!key) throw new TypeError('no funded account')
    const holder = createWalletClient({
      account: privateKeyToAccount(key.privateKey),
      chain,
      transport: http(chainOf(0).rpcUrl),
    })
    const seeded = await holder.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('10', 6)],
    })
    await waitForReceipt(publicClient, seeded)
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (secret) => privateKeyToAccount(secret).address,
    )
    if (!first || !second) throw new TypeError('no receivers')
    const transfer = (to: Address, amount: string) => ({
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
      }),
    })
    const bundler = bundlerClientOf(account)

    const hash = await bundler.sendUserOperation({
      calls: [transfer(first, '1.5'), transfer(second, '2')],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    const found = await bundler.getUserOperation({ hash })
    expect(found.userOperation.factory).toBeUndefined()
    const balanceOf = (owner: Address) =>
      publicClient.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await balanceOf(first)).toBe(parseUnits('1.5', 6))
    expect(await balanceOf(second)).toBe(parseUnits('2', 6))
    const node = await publicClient.getTransactionReceipt({
      hash: receipt.receipt.transactionHash,
    })
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: node.logs })
    expect(transfers.map((log) => [log.args.from, log.args.to])).toEqual([
      [account.address, first],
      [account.address, second],
    ])
  })

  it('refuses a UserOperation signed by another key with -32507', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toDevnetAccount(owner, privateKeyToAccount(generatePrivateKey()))
    await fund(account.address, parseEther('1'))
    const bundler = bundlerClientOf(account)
    const prepared = await bundler.prepareUserOperation({
      calls: [{ to: owner.address, value: 1n }],
    })
    const signature = await account.signUserOperation(prepared)
    const answer = await rawBundlerRequest('eth_sendUserOperation', [
      formatUserOperationRequest({ ...prepared, signature }),
      entryPoint07Address,
    ])
    expect(answer.error?.code).toBe(-32507)
    expect(answer.error?.message).toMatch(/signature/i)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
  })

  it('answers -32521 when the calls revert and -32602 for another EntryPoint', async () => {
    const account = await toDevnetAccount(privateKeyToAccount(generatePrivateKey()))
    const bundler = bundlerClientOf(account)
    const prepared = await bundler.prepareUserOperation({
      calls: [{ to: account.address, value: 0n }],
    })
    const tooMuch = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('1', 6)],
    })
    const reverting = {
      ...prepared,
      callData: await account.encodeCalls([
        { to: manifest.evm.tokens.usdc.address, data: tooMuch },
      ]),
      signature: stubSignature,
    }
    const estimate = await rawBundlerRequest('eth_estimateUserOperationGas', [
      formatUserOperationRequest(reverting),
      entryPoint07Address,
    ])
    expect(estimate.error?.code).toBe(-32521)
    const other = await rawBundlerRequest('eth_estimateUserOperationGas', [
      formatUserOperationRequest(reverting),
      manifest.evm.contracts.multicall3,
    ])
    expect(other.error?.code).toBe(-32602)
    expect(other.error?.message).toContain(entryPoint07Address)
  })

  it('verifies an ERC-6492 signature of an undeployed account through the node', async () => {
    const account = await toDevnetAccount(privateKeyToAccount(generatePrivateKey()))
    const message = 'Sign in to the devnet'
    const signature = await account.signMessage({ message })

    expect(
      signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492'),
    ).toBe(true)
    expect(await publicClient.verifyMessage({ address: account.address, message, signature })).toBe(
      true,
    )
    expect(
      await publicClient.verifyMessage({ address: account.address, message: 'other', signature }),
    ).toBe(false)
    // Verified by eth_call alone: nothing was deployed.
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
  })
})
