import { CHAIN_NAMESPACES } from '@openappkit/common/caip'
import { ADAPTER_TYPES } from '@openappkit/common/constants'
import { isAppKitError, isUserRejection } from '@openappkit/common/errors'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/types.ts'
import { CONNECTOR_TYPES } from '../state/connector/types.ts'
import { destroyCheck } from './adapter-contract-destroy.ts'
import type {
  AdapterContractCheck,
  AdapterContractWallet,
  MakeAdapter,
} from './adapter-contract-types.ts'
import { eventually, nextEvent } from './contract-events.ts'

/**
 * Every rule of the ChainAdapter contract as a list of checks; {@link runAdapterContractTests}
 * registers them with vitest, and a test can run one directly (e.g. against a broken adapter).
 */
export function createAdapterContractChecks(
  makeAdapter: MakeAdapter,
  wallet: AdapterContractWallet,
): AdapterContractCheck[] {
  const [first, second] = wallet.networks
  const [address] = wallet.addresses
  const connectorOf = async (adapter: ChainAdapter) => {
    await adapter.syncConnectors()
    const connector = adapter.getConnectors().find((item) => item.id === wallet.connectorId)
    expect(connector, `connector ${wallet.connectorId} is discovered`).toBeDefined()
    return connector as NonNullable<typeof connector>
  }
  const connected = async () => {
    const adapter = await makeAdapter()
    const connector = await connectorOf(adapter)
    const result = await adapter.connect({ id: connector.id, type: connector.type })
    return { adapter, connector, result }
  }

  const checks: AdapterContractCheck[] = [
    {
      name: 'declares a known namespace and adapter type',
      run: async () => {
        const adapter = await makeAdapter()
        expect(CHAIN_NAMESPACES).toContain(adapter.namespace)
        expect(adapter.namespace).toBe(first.chainNamespace)
        expect(ADAPTER_TYPES).toContain(adapter.adapterType)
      },
    },
    {
      name: 'discovers the wallet as a connector of its namespace',
      run: async () => {
        const adapter = await makeAdapter()
        const connector = await connectorOf(adapter)
        expect(CONNECTOR_TYPES).toContain(connector.type)
        expect(connector.chain).toBe(adapter.namespace)
        expect(connector.name.length).toBeGreaterThan(0)
      },
    },
    {
      name: 'connects to the first account on the current network',
      run: async () => {
        const { adapter, result } = await connected()
        expect(result.address).toBe(address)
        expect(String(result.chainId)).toBe(String(first.id))
        expect(result.id).toBe(wallet.connectorId)
        const { accounts } = await adapter.getAccounts({ id: wallet.connectorId })
        expect(accounts.map((account) => account.address)).toContain(address)
      },
    },
    {
      name: 'connects on the requested network',
      run: async () => {
        const adapter = await makeAdapter()
        const connector = await connectorOf(adapter)
        const result = await adapter.connect({
          id: connector.id,
          type: connector.type,
          chainId: second.id,
        })
        expect(String(result.chainId)).toBe(String(second.id))
      },
    },
    {
      name: 'reconnects without a prompt once authorized, also from a fresh adapter (reload)',
      run: async () => {
        const { adapter, connector } = await connected()
        await wallet.rejectNextRequest?.()
        const restored = await adapter.reconnect({ id: connector.id, type: connector.type })
        expect(restored?.address).toBe(address)
        const reloaded = await makeAdapter()
        const rediscovered = await connectorOf(reloaded)
        const again = await reloaded.reconnect({ id: rediscovered.id, type: rediscovered.type })
        expect(again?.address).toBe(address)
      },
    },
    {
      name: 'emits disconnect and does not reconnect after disconnect',
      run: async () => {
        const { adapter, connector } = await connected()
        const events = nextEvent(adapter, 'disconnect')
        await adapter.disconnect({ id: connector.id })
        await eventually(() => expect(events.payloads.length).toBeGreaterThan(0))
        expect(await adapter.reconnect({ id: connector.id, type: connector.type })).toBeUndefined()
      },
    },
    {
      name: 'switches network and emits chainChanged',
      run: async () => {
        const { adapter } = await connected()
        const events = nextEvent(adapter, 'chainChanged')
        await adapter.switchNetwork({ caipNetwork: second })
        await eventually(() =>
          expect(events.payloads.map((payload) => String(payload.chainId))).toContain(
            String(second.id),
          ),
        )
      },
    },
    {
      name: 'stops calling a listener after it unsubscribes',
      run: async () => {
        const { adapter } = await connected()
        const events = nextEvent(adapter, 'chainChanged')
        events.stop()
        // A listener still subscribed tells when the event has been delivered.
        const witness = nextEvent(adapter, 'chainChanged')
        await adapter.switchNetwork({ caipNetwork: second })
        await eventually(() => expect(witness.payloads.length).toBeGreaterThan(0))
        witness.stop()
        expect(events.payloads).toEqual([])
      },
    },
    {
      name: 'reports the native balance in the network currency',
      run: async () => {
        const { adapter } = await connected()
        const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: first })
        expect(symbol).toBe(first.nativeCurrency.symbol)
        expect(balance).toMatch(/^\d+(\.\d+)?$/)
        if (wallet.nativeBalance !== undefined) expect(balance).toBe(wallet.nativeBalance)
      },
    },
    {
      name: 'signs a message with the connected account',
      run: async () => {
        const { adapter } = await connected()
        const message = 'OpenAppKit contract check'
        const { signature } = await adapter.signMessage({ message, address })
        expect(signature.length).toBeGreaterThan(0)
        if (wallet.verifyMessage) {
          expect(await wallet.verifyMessage({ address, message, signature })).toBe(true)
        }
      },
    },
    {
      name: 'round-trips units with the native decimals',
      run: async () => {
        const adapter = await makeAdapter()
        const { decimals } = first.nativeCurrency
        const value = adapter.parseUnits('1.5', decimals)
        expect(value).toBe(15n * 10n ** BigInt(decimals - 1))
        expect(adapter.formatUnits(value, decimals)).toBe('1.5')
      },
    },
  ]

  checks.push(destroyCheck({ makeAdapter, wallet, connected, connectorOf }))
  const switchAccount = wallet.switchAccount
  const other = wallet.addresses[1]
  if (switchAccount && other) {
    checks.push({
      name: 'emits accountChanged when the visitor switches account in the wallet',
      run: async () => {
        const { adapter } = await connected()
        const events = nextEvent(adapter, 'accountChanged')
        await switchAccount(other)
        await eventually(() =>
          expect(events.payloads.map((payload) => payload.address)).toContain(other),
        )
      },
    })
  }
  const rejectNextRequest = wallet.rejectNextRequest
  if (rejectNextRequest) {
    checks.push({
      name: 'passes on a refused prompt as a user rejection (4001)',
      run: async () => {
        const adapter = await makeAdapter()
        const connector = await connectorOf(adapter)
        await rejectNextRequest()
        const error = await adapter.connect({ id: connector.id, type: connector.type }).then(
          () => undefined,
          (caught: unknown) => caught,
        )
        expect(isUserRejection(error)).toBe(true)
        // Mapped by the adapter, so the modal shows it translated whatever the wallet said.
        expect(isAppKitError(error) && error.code).toBe('USER_REJECTED_REQUEST')
      },
    })
  }
  const transaction = wallet.transaction
  if (transaction) {
    checks.push({
      name: 'sends a transaction and returns its hash; a waiting adapter sees it succeed',
      run: async () => {
        const { adapter } = await connected()
        const { hash } = await adapter.sendTransaction({ ...transaction, address })
        if (adapter.namespace === 'eip155') expect(hash).toMatch(/^0x[0-9a-fA-F]{64}$/)
        else expect(hash.length).toBeGreaterThan(0)
        if (adapter.waitForTransaction) {
          expect(await adapter.waitForTransaction({ hash, caipNetwork: first })).toEqual({
            status: 'success',
          })
        }
      },
    })
  }
  if (transaction && wallet.networks[0].chainNamespace === 'eip155') {
    checks.push({
      name: 'estimates the gas of the transaction from the node (EVM adapters that can)',
      run: async () => {
        const { adapter } = await connected()
        if (!adapter.estimateGas) return
        const to = transaction.to
        const { gas } = await adapter.estimateGas({ address, to, value: transaction.value })
        expect(gas).toBeGreaterThanOrEqual(21_000n)
      },
    })
  }
  const tokenTransfer = wallet.tokenTransfer
  if (tokenTransfer) {
    const { abi, tokenAddress, to, amount } = tokenTransfer
    checks.push({
      name: abi
        ? 'writes a contract: the token transfer moves tokens on chain'
        : 'sends a token: the transfer moves tokens on chain',
      run: async () => {
        const { adapter } = await connected()
        const before = await tokenTransfer.balanceOf(to)
        let hash: string
        if (abi) {
          expect(
            adapter.writeContract,
            'an adapter given a token contract writes contracts',
          ).toBeTypeOf('function')
          const write = adapter.writeContract as NonNullable<ChainAdapter['writeContract']>
          ;({ hash } = await write({
            address,
            tokenAddress,
            abi,
            method: 'transfer',
            args: [to, amount],
          }))
        } else {
          ;({ hash } = await adapter.sendTransaction({ address, to, value: amount, tokenAddress }))
        }
        const status = await adapter.waitForTransaction?.({ hash, caipNetwork: first })
        if (status) expect(status).toEqual({ status: 'success' })
        expect(await tokenTransfer.balanceOf(to)).toBe(before + amount)
      },
    })
  }
  return checks
}

/**
 * Registers the ChainAdapter contract (docs/project/architecture.md §5) as a vitest suite for one
 * adapter.
 */
export function runAdapterContractTests(
  makeAdapter: MakeAdapter,
  wallet: AdapterContractWallet,
  options: { name?: string | undefined } = {},
): void {
  describe(`ChainAdapter contract${options.name ? `: ${options.name}` : ''}`, () => {
    beforeEach(async () => {
      await wallet.reset?.()
    })
    for (const check of createAdapterContractChecks(makeAdapter, wallet)) {
      it(check.name, check.run)
    }
  })
}
