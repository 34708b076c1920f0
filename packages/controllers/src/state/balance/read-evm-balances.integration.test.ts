import {
  type CaipNetwork,
  defineLocalEvmNetwork,
  defineLocalSolanaNetwork,
} from '@openappkit/common/networks'
import { formatUnits } from '@openappkit/common/units'
import { EPHEMERAL_DEVNET_PORTS, type StartDevnetReturnType, startDevnet } from '@openappkit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppKitCore } from '../../core/create-app-kit-core.ts'
import { jsonRpcRequest } from '../../evm/multicall/json-rpc-request.ts'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import type { FetchLike } from '../../platform/services/types.ts'
import { getTokenBalances } from './get-token-balances.ts'

// docs/project/architecture.md §6 direct-RPC mode against a real anvil node: the devnet
// (apps/devnet) deploys Multicall3 and ERC-20 fixtures (USDC 6 decimals, DAI 18, ZERO 0) and funds
// its accounts.
describe('direct-RPC balances on the anvil devnet (@openappkit/devnet)', {
  timeout: 60_000,
}, () => {
  let devnet: StartDevnetReturnType
  let network: CaipNetwork

  beforeAll(async () => {
    devnet = await startDevnet({ ports: EPHEMERAL_DEVNET_PORTS })
    const [chain] = devnet.manifest.evm.chains
    if (!chain) throw new Error('devnet manifest lists no EVM chain')
    network = defineLocalEvmNetwork({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })
  }, 60_000)

  afterAll(async () => {
    await devnet?.stop()
  })

  it('reads native and ERC-20 balances in one aggregate3 eth_call, dropping decimals 0', async () => {
    const { tokens, accounts } = devnet.manifest.evm
    const [account] = accounts
    if (!account) throw new Error('devnet manifest lists no account')
    const requests: string[] = []
    const fetch: FetchLike = (url, init) => {
      requests.push(JSON.parse(init?.body ?? '{}').method)
      return globalThis.fetch(url, init as RequestInit)
    }
    const core = createAppKitCore(
      {
        networks: [network],
        tokens: {
          [network.caipNetworkId]: [
            { address: tokens.usdc.address },
            { address: tokens.dai.address },
            { address: tokens.zeroDecimals.address },
          ],
        },
      },
      { fetch, storage: createMemoryStorage(), window: undefined },
    )

    const { balances, source } = await getTokenBalances(core, {
      address: account.address,
      caipNetwork: network,
    })

    expect(source).toBe('rpc')
    expect(requests).toEqual(['eth_call'])
    const native = await jsonRpcRequest({
      fetch: globalThis.fetch as FetchLike,
      rpcUrl: network.rpcUrls.default.http[0] as string,
      method: 'eth_getBalance',
      params: [account.address, 'latest'],
    })
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        address: undefined,
        quantity: { decimals: '18', numeric: formatUnits(BigInt(native as string), 18) },
      }),
      expect.objectContaining({
        name: tokens.usdc.name,
        symbol: 'USDC',
        address: `${network.caipNetworkId}:${tokens.usdc.address}`,
        quantity: { decimals: '6', numeric: '1000000' },
      }),
      expect.objectContaining({
        name: tokens.dai.name,
        symbol: 'DAI',
        quantity: { decimals: '18', numeric: '1000000' },
      }),
    ])
  })
  it('reads SOL and SPL balances of a Solana account from the cluster, names from options', async () => {
    const { solana } = devnet.manifest
    const [account] = solana.accounts
    if (!account) throw new Error('devnet manifest lists no Solana account')
    const solanaNetwork = defineLocalSolanaNetwork({ rpcUrl: solana.rpcUrl })
    const requests: string[] = []
    const fetch: FetchLike = (url, init) => {
      requests.push(JSON.parse(init?.body ?? '{}').method)
      return globalThis.fetch(url, init as RequestInit)
    }
    const { usdc } = solana.mints
    const core = createAppKitCore(
      {
        networks: [solanaNetwork],
        tokens: { [solanaNetwork.caipNetworkId]: [{ address: usdc.address, name: usdc.name }] },
      },
      { fetch, storage: createMemoryStorage(), window: undefined },
    )
    const { balances, source } = await getTokenBalances(core, {
      address: account.address,
      caipNetwork: solanaNetwork,
    })
    expect(source).toBe('rpc')
    expect(requests.sort()).toEqual([
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
    ])
    const lamports = (await jsonRpcRequest({
      fetch: globalThis.fetch as FetchLike,
      rpcUrl: solana.rpcUrl,
      method: 'getBalance',
      params: [account.address],
    })) as { value: number }
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        address: undefined,
        quantity: { decimals: '9', numeric: formatUnits(BigInt(lamports.value), 9) },
      }),
      expect.objectContaining({
        name: usdc.name,
        symbol: usdc.address.slice(0, 4),
        address: `${solanaNetwork.caipNetworkId}:${usdc.address}`,
        quantity: { decimals: '6', numeric: '1000000' },
      }),
    ])
  })
})
