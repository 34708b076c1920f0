import { expect } from 'vitest'
import type {
  AdapterConnectReturnType,
  ChainAdapter,
  ChainAdapterEventName,
} from '../adapter/types.ts'
import type { Connector } from '../state/connector/types.ts'
import type {
  AdapterContractCheck,
  AdapterContractWallet,
  MakeAdapter,
} from './adapter-contract-types.ts'
import { eventually, nextEvent } from './contract-events.ts'

/** What the destroy check borrows from the rest of the contract kit. */
export type DestroyCheckContext = {
  makeAdapter: MakeAdapter
  wallet: AdapterContractWallet
  connected(): Promise<{ adapter: ChainAdapter; result: AdapterConnectReturnType }>
  connectorOf(adapter: ChainAdapter): Promise<Connector>
}

const EVENTS: readonly ChainAdapterEventName[] = [
  'accountChanged',
  'chainChanged',
  'disconnect',
  'connectors',
]

/**
 * The `destroy()` rule: a destroyed adapter hears the wallet no more (its events reach no
 * listener), the wallet stays connected for the adapter created next (an instance torn down and
 * created again: strict mode, hot reload), and a second `destroy()` is harmless.
 */
export function destroyCheck({
  makeAdapter,
  wallet,
  connected,
  connectorOf,
}: DestroyCheckContext): AdapterContractCheck {
  const [, second] = wallet.networks
  const [address, other] = wallet.addresses
  return {
    name: 'destroy() silences the adapter without disconnecting the wallet, and runs twice',
    run: async () => {
      const { adapter } = await connected()
      const heard: ChainAdapterEventName[] = []
      const listen = () => {
        for (const event of EVENTS) adapter.on(event, () => heard.push(event))
      }
      listen()
      adapter.destroy()
      // Subscribing to a destroyed adapter is harmless and hears nothing either.
      listen()

      // The adapter created next finds the session without a prompt; discovering wallets again
      // (EIP-6963 requests, Wallet Standard) must not wake the destroyed one.
      const next = await makeAdapter()
      const connector = await connectorOf(next)
      const restored = await next.reconnect({ id: connector.id, type: connector.type })
      expect(restored?.address, 'the wallet stays connected after destroy()').toBe(address)

      // The wallet's own events: the new adapter tells when they have been delivered.
      const chains = nextEvent(next, 'chainChanged')
      await next.switchNetwork({ caipNetwork: second })
      await eventually(() =>
        expect(chains.payloads.map((payload) => String(payload.chainId))).toContain(
          String(second.id),
        ),
      )
      if (wallet.switchAccount && other) {
        const accounts = nextEvent(next, 'accountChanged')
        await wallet.switchAccount(other)
        await eventually(() =>
          expect(accounts.payloads.map((payload) => payload.address)).toContain(other),
        )
      }
      expect(heard, 'a destroyed adapter emits nothing').toEqual([])
      expect(() => adapter.destroy(), 'a second destroy() does not throw').not.toThrow()
      next.destroy()
    },
  }
}
