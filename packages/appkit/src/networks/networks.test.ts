import { defineNetwork } from '@openappkit/common/networks'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import * as networks from './index.ts'
import { base, datahavenTestnet, devnetEvm, mainnet, rootstock, solana } from './index.ts'

const viemNames = Object.keys(viemChains) as (keyof typeof viemChains)[]

describe('@openappkit/appkit/networks', () => {
  it('offers the catalogue under the incumbent import path', () => {
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    expect(base.caipNetworkId).toBe('eip155:8453')
    expect(solana.chainNamespace).toBe('solana')
    expect(devnetEvm.id).toBe(31337)
  })

  it('offers every chain of viem under viem’s name, as the incumbent’s entry does', () => {
    const exported = new Set(Object.keys(networks))
    // Run `pnpm --filter @openappkit/appkit networks:viem` when viem adds chains.
    expect(viemNames.filter((name) => !exported.has(name))).toEqual([])
    expect(rootstock).toMatchObject({
      id: 30,
      caipNetworkId: 'eip155:30',
      chainNamespace: 'eip155',
      testnet: false,
      rpcUrls: viemChains.rootstock.rpcUrls,
    })
    expect(datahavenTestnet.testnet).toBe(true)
    // Ours where both define a network: the catalogue's fields, image included.
    expect(mainnet).not.toHaveProperty('formatters')
  })

  it('gives each of viem’s chains fields a network definition accepts', () => {
    const refused: string[] = []
    for (const name of viemNames) {
      const network = (networks as unknown as Record<string, networks.CaipNetwork>)[name]
      if (!network) continue
      // Contracts viem keys by the chain they settle on (an L2's portal...) are viem's business.
      const contracts = Object.fromEntries(
        Object.entries(network.contracts ?? {}).filter(
          ([, contract]) => typeof contract?.address === 'string',
        ),
      )
      try {
        defineNetwork({ ...network, contracts })
      } catch (error) {
        refused.push(`${name}: ${(error as Error).message}`)
      }
    }
    // viem lists an https URL among MANTRA EVM's websocket endpoints; EVM networks are reached
    // over HTTP here (only the Solana adapter reads webSocket URLs), so the chain is still offered.
    expect(refused).toEqual([expect.stringMatching(/^mantraEVM: .*websocket RPC URL/)])
  })
})
