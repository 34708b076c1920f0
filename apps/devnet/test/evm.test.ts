import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getArtifact } from '../src/evm/artifacts.ts'
import { type DevnetManifest, EPHEMERAL_DEVNET_PORTS, startDevnet } from '../src/index.ts'
import { waitForReceipt } from './helpers.ts'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

let devnet: Awaited<ReturnType<typeof startDevnet>>
let manifest: DevnetManifest

beforeAll(async () => {
  devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
  manifest = devnet.manifest
})

afterAll(async () => {
  await devnet?.stop()
})

function clients(chainIndex: number, accountIndex: number) {
  const network = manifest.evm.chains[chainIndex]
  const key = manifest.evm.accounts[accountIndex]
  if (!network || !key) throw new TypeError('missing chain or account in the manifest')
  const chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
    contracts: { multicall3: { address: manifest.evm.contracts.multicall3 } },
  })
  const account = privateKeyToAccount(key.privateKey)
  const transport = http(network.rpcUrl)
  return {
    account,
    publicClient: createPublicClient({ chain, transport }),
    walletClient: createWalletClient({ account, chain, transport }),
  }
}

describe('EVM devnet', () => {
  it('runs two distinct chains, 31337 and 31338, with the same fixture code', async () => {
    const a = clients(0, 0).publicClient
    const b = clients(1, 0).publicClient
    expect(await a.getChainId()).toBe(31337)
    expect(await b.getChainId()).toBe(31338)
    for (const address of Object.values(manifest.evm.contracts)) {
      const code = await a.getCode({ address })
      expect(code && code.length > 2).toBe(true)
      expect(await b.getCode({ address })).toBe(code)
    }
  })

  it('places the Multicall3 runtime code at its canonical address', async () => {
    const { publicClient } = clients(0, 0)
    expect(manifest.evm.contracts.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(await publicClient.getCode({ address: manifest.evm.contracts.multicall3 })).toBe(
      getArtifact('Multicall3').deployedBytecode,
    )
  })

  it('sends a native transfer that moves ETH on one chain only', async () => {
    const { publicClient, walletClient } = clients(0, 1)
    const other = clients(1, 1).publicClient
    const recipient = privateKeyToAccount(`0x${'42'.repeat(32)}`).address
    const hash = await walletClient.sendTransaction({ to: recipient, value: parseEther('1.5') })
    const receipt = await waitForReceipt(publicClient, hash)
    expect(receipt.status).toBe('success')
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('1.5'))
    expect(await other.getBalance({ address: recipient })).toBe(0n)
  })

  it('transfers an ERC-20 and finds its Transfer log with eth_getLogs', async () => {
    const { account, publicClient, walletClient } = clients(0, 2)
    const { usdc } = manifest.evm.tokens
    const recipient = manifest.evm.accounts[3]?.address as Address
    const before = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    const amount = parseUnits('1234.5', usdc.decimals)
    const hash = await walletClient.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
    const receipt = await waitForReceipt(publicClient, hash)
    expect(receipt.status).toBe('success')
    const after = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(after - before).toBe(amount)
    const logs = await publicClient.getContractEvents({
      address: usdc.address,
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { from: account.address },
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
    })
    expect(logs).toHaveLength(1)
    expect(logs[0]?.args).toEqual({ from: account.address, to: recipient, value: amount })
  })

  it('reads three balances in one aggregate3 call to Multicall3', async () => {
    const { account, publicClient } = clients(0, 4)
    const { usdc, dai, zeroDecimals } = manifest.evm.tokens
    const multicall3 = getArtifact('Multicall3').abi
    const balanceCall = (target: Address) => ({
      target,
      allowFailure: false,
      callData: encodeBalanceOf(account.address),
    })
    const results = (await publicClient.readContract({
      address: manifest.evm.contracts.multicall3,
      abi: multicall3,
      functionName: 'aggregate3',
      args: [
        [balanceCall(usdc.address), balanceCall(dai.address), balanceCall(zeroDecimals.address)],
      ],
    })) as readonly { success: boolean; returnData: `0x${string}` }[]
    expect(results.map((result) => result.success)).toEqual([true, true, true])
    expect(results.map((result) => BigInt(result.returnData))).toEqual([
      parseUnits('1000000', usdc.decimals),
      parseUnits('1000000', dai.decimals),
      1_000_000n,
    ])
    expect(zeroDecimals.decimals).toBe(0)
    // viem's own multicall (aggregate3 at chain.contracts.multicall3) agrees.
    const viaViem = await publicClient.multicall({
      allowFailure: false,
      contracts: [usdc, dai, zeroDecimals].map((token) => ({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [account.address] as const,
      })),
    })
    expect(viaViem).toEqual(results.map((result) => BigInt(result.returnData)))
  })

  it('swaps ETH for USDC through the Uniswap-V2 router, moving both balances and the pool', async () => {
    const { account, publicClient, walletClient } = clients(0, 5)
    const { weth, usdc } = manifest.evm.tokens
    const router = manifest.evm.contracts.uniswapV2Router02
    const path = [weth.address, usdc.address]
    const value = parseEther('1')
    const [, expectedOut] = await publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [value, path],
    })
    const ethBefore = await publicClient.getBalance({ address: account.address })
    const usdcBefore = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const reservesBefore = await publicClient.readContract({
      address: manifest.evm.contracts.usdcWethPair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const hash = await walletClient.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, path, account.address, maxUint256],
      value,
    })
    const receipt = await waitForReceipt(publicClient, hash)
    expect(receipt.status).toBe('success')
    const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await publicClient.getBalance({ address: account.address })).toBe(
      ethBefore - value - gasCost,
    )
    const usdcAfter = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(expectedOut).toBeGreaterThan(parseUnits('1000', usdc.decimals))
    expect(usdcAfter - usdcBefore).toBe(expectedOut)
    const reservesAfter = await publicClient.readContract({
      address: manifest.evm.contracts.usdcWethPair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    expect(reservesAfter).not.toEqual(reservesBefore)

    // And back: tokens for ETH, after an approval.
    const back = parseUnits('500', usdc.decimals)
    await waitForReceipt(
      publicClient,
      await walletClient.writeContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, back],
      }),
    )
    const sellReceipt = await waitForReceipt(
      publicClient,
      await walletClient.writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [back, 1n, [usdc.address, weth.address], account.address, maxUint256],
      }),
    )
    expect(sellReceipt.status).toBe('success')
    expect(
      await publicClient.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(usdcAfter - back)
  })

  it('transfers an ERC-721 token and emits its Transfer log', async () => {
    const { account, publicClient, walletClient } = clients(0, 1)
    const nft = manifest.evm.nft.address
    // Account 1 holds ids 3 and 4 (two per funded account, in account order).
    expect(
      await publicClient.readContract({
        address: nft,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [3n],
      }),
    ).toBe(account.address)
    const recipient = manifest.evm.accounts[6]?.address as Address
    const hash = await walletClient.writeContract({
      address: nft,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [account.address, recipient, 3n],
    })
    const receipt = await waitForReceipt(publicClient, hash)
    const [transfer] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(transfer?.address.toLowerCase()).toBe(nft.toLowerCase())
    expect(transfer?.args).toEqual({ from: account.address, to: recipient, tokenId: 3n })
    expect(
      await publicClient.readContract({
        address: nft,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [3n],
      }),
    ).toBe(recipient)
    expect(transfer?.args.from).not.toBe(zeroAddress)
  })
})

function encodeBalanceOf(owner: Address): `0x${string}` {
  return `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
}
