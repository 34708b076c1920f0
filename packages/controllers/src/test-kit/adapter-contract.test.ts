import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/types.ts'
import { mainnet, polygon, solana } from '../test-utils/networks.ts'
import { createAdapterContractChecks, runAdapterContractTests } from './adapter-contract.ts'
import type { AdapterContractWallet } from './adapter-contract-types.ts'
import { createMemoryAdapter } from './create-memory-adapter.ts'
import { createMemoryWallet, type MemoryWallet } from './memory-wallet.ts'

const evmWallet = createMemoryWallet({
  addresses: [
    '0x1111111111111111111111111111111111111111',
    '0x2222222222222222222222222222222222222222',
  ],
  networks: [mainnet, polygon],
  balances: { '0x1111111111111111111111111111111111111111': 1_500_000_000_000_000_000n },
})

function contractWallet(wallet: MemoryWallet, extra: Partial<AdapterContractWallet> = {}) {
  const [first, second = first] = wallet.networks
  const contract: AdapterContractWallet = {
    connectorId: wallet.connectorId,
    addresses: wallet.addresses,
    networks: [first, second],
    reset: () => wallet.reset(),
    switchAccount: (address) => wallet.switchAccount(address),
    rejectNextRequest: () => wallet.rejectNextRequest(),
    verifyMessage: (parameters) => wallet.verifyMessage(parameters),
    ...extra,
  }
  return contract
}

runAdapterContractTests(
  () => createMemoryAdapter({ wallet: evmWallet, adapterType: 'wagmi' }),
  contractWallet(evmWallet, {
    nativeBalance: '1.5',
    transaction: { to: '0x2222222222222222222222222222222222222222', value: 1n },
  }),
  { name: 'memory adapter (eip155)' },
)

const solanaDevnet = {
  ...solana,
  id: 'devnet',
  caipNetworkId: 'solana:devnet' as const,
  name: 'Devnet',
}
const solanaWallet = createMemoryWallet({
  addresses: ['SoLAddress1'],
  networks: [solana, solanaDevnet],
  connectorId: 'phantom',
  connectorType: 'ANNOUNCED',
})

runAdapterContractTests(
  () => createMemoryAdapter({ wallet: solanaWallet, adapterType: 'solana' }),
  contractWallet(solanaWallet, { transaction: { to: 'SoLAddress2', value: 5n } }),
  { name: 'memory adapter (solana)' },
)

describe('the contract checks catch broken adapters', () => {
  const wallet = createMemoryWallet({
    addresses: ['0x1111111111111111111111111111111111111111'],
    networks: [mainnet, polygon],
  })
  const contract = contractWallet(wallet)

  function checkNamed(makeAdapter: () => ChainAdapter, name: string) {
    wallet.reset()
    const check = createAdapterContractChecks(makeAdapter, contract).find(
      (item) => item.name === name,
    )
    if (!check) throw new Error(`no check named ${name}`)
    return check.run()
  }

  it('fails an adapter that never emits chainChanged', async () => {
    const silent = (): ChainAdapter => ({
      ...createMemoryAdapter({ wallet }),
      on: () => () => undefined,
    })
    await expect(checkNamed(silent, 'switches network and emits chainChanged')).rejects.toThrow()
  })

  it('waits for events a real wallet delivers a few event-loop turns later', async () => {
    const late = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      return {
        ...adapter,
        on: (event, listener) =>
          adapter.on(event, (payload) => {
            setTimeout(() => listener(payload), 50)
          }),
      }
    }
    await expect(checkNamed(late, 'switches network and emits chainChanged')).resolves.toBe(
      undefined,
    )
  })

  it('fails an adapter whose session is gone after a reload', async () => {
    const forgetful = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      let connectedHere = false
      return {
        ...adapter,
        connect: async (parameters) => {
          connectedHere = true
          return adapter.connect(parameters)
        },
        reconnect: async (parameters) =>
          connectedHere ? adapter.reconnect(parameters) : undefined,
      }
    }
    await expect(
      checkNamed(
        forgetful,
        'reconnects without a prompt once authorized, also from a fresh adapter (reload)',
      ),
    ).rejects.toThrow()
  })

  it('fails an adapter that reconnects after disconnect', async () => {
    const sticky = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      return { ...adapter, reconnect: (parameters) => adapter.connect(parameters) }
    }
    await expect(
      checkNamed(sticky, 'emits disconnect and does not reconnect after disconnect'),
    ).rejects.toThrow()
  })

  it('fails an adapter that hides user rejections', async () => {
    const hiding = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      return {
        ...adapter,
        connect: (parameters) =>
          adapter.connect(parameters).catch(() => Promise.reject(new Error('something failed'))),
      }
    }
    await expect(
      checkNamed(hiding, 'passes on a refused prompt as a user rejection (4001)'),
    ).rejects.toThrow()
  })

  it("fails an adapter that passes on the wallet's raw 4001 instead of the catalogue entry", async () => {
    const raw = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      return {
        ...adapter,
        connect: (parameters) =>
          adapter
            .connect(parameters)
            .catch(() => Promise.reject({ code: 4001, message: 'User denied account access' })),
      }
    }
    await expect(
      checkNamed(raw, 'passes on a refused prompt as a user rejection (4001)'),
    ).rejects.toThrow()
  })

  it('fails an adapter that does not discover the wallet', async () => {
    const blind = (): ChainAdapter => ({
      ...createMemoryAdapter({ wallet }),
      getConnectors: () => [],
    })
    await expect(
      checkNamed(blind, 'discovers the wallet as a connector of its namespace'),
    ).rejects.toThrow('connector memory-wallet is discovered')
  })

  const DESTROY = 'destroy() silences the adapter without disconnecting the wallet, and runs twice'

  it('passes the memory adapter on destroy()', async () => {
    await expect(checkNamed(() => createMemoryAdapter({ wallet }), DESTROY)).resolves.toBe(
      undefined,
    )
  })

  it('fails an adapter whose destroy() leaves its wallet listeners on', async () => {
    const leaky = (): ChainAdapter => ({ ...createMemoryAdapter({ wallet }), destroy: () => {} })
    await expect(checkNamed(leaky, DESTROY)).rejects.toThrow('a destroyed adapter emits nothing')
  })

  it('fails an adapter whose destroy() disconnects the wallet', async () => {
    const severing = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      return {
        ...adapter,
        destroy: () => {
          adapter.destroy()
          wallet.authorized = false
        },
      }
    }
    await expect(checkNamed(severing, DESTROY)).rejects.toThrow(
      'the wallet stays connected after destroy()',
    )
  })

  it('fails an adapter whose second destroy() throws', async () => {
    const brittle = (): ChainAdapter => {
      const adapter = createMemoryAdapter({ wallet })
      let destroyed = false
      return {
        ...adapter,
        destroy: () => {
          if (destroyed) throw new Error('already destroyed')
          destroyed = true
          adapter.destroy()
        },
      }
    }
    await expect(checkNamed(brittle, DESTROY)).rejects.toThrow('a second destroy() does not throw')
  })
})
