// @vitest-environment happy-dom
import {
  type AppKitCore,
  connect,
  createAppKitCore,
  createLogger,
  createMemoryStorage,
  initialize,
} from '@openappkit/controllers'
import { getNodeBalance } from '@openappkit/testing/node'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createConfig as createWagmiCoreConfig } from '@wagmi/core'
import type { ReactNode } from 'react'
import { erc20Abi, type Hex, verifyMessage } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import {
  createConfig,
  useBalance,
  useDisconnect,
  useEstimateGas,
  useReadContract,
  useSendTransaction,
  useSignMessage,
  useWaitForTransactionReceipt,
  useWriteContract,
  version,
  WagmiProvider,
} from 'wagmi'
import { devnetSetup, memoryStorage } from '../test/devnet-wallet.ts'
import { useConnection } from '../test/wagmi-hooks.ts'
import { WagmiAdapter } from './wagmi-adapter.ts'

// Accounts 8 and 9 of the devnet belong to this file; account 10 receives.
const RDNS = 'org.openappkit.hooks-wallet'
const { wallet, networks, manifest, rpcUrls } = devnetSetup(8, RDNS)
const [first, second] = wallet.addresses as [Hex, Hex]
const receiver = manifest.evm.accounts[10]?.address as Hex
const usdc = manifest.evm.tokens.usdc.address as Hex

/** The app of the incumbent's quick start: one adapter, its config in <WagmiProvider>. */
async function app() {
  const adapter = new WagmiAdapter({
    projectId: 'hooks',
    networks: [...networks],
    storage: memoryStorage(),
  })
  const core = createAppKitCore(
    { networks: [...networks], adapters: [adapter] },
    {
      storage: createMemoryStorage(),
      logger: createLogger({ level: 'silent' }),
      window: undefined,
    },
  )
  await initialize(core)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={adapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  return { adapter, core, wrapper }
}

const account = (core: AppKitCore) => core.state.chains.chains.eip155?.accountState

afterEach(() => {
  wallet.reset()
})

describe('the installed wagmi React package', () => {
  const major = inject('wagmiMajor')

  it(`is ${major}.x, the major this run is meant to exercise`, () => {
    expect(version).toMatch(new RegExp(`^${major}\\.`))
  })

  it("shares the adapter's @wagmi/core: its hooks read the internals of the adapter's config", () => {
    expect(createConfig).toBe(createWagmiCoreConfig)
  })
})

// The mutations are called by their `…Async` names, the ones wagmi 2 has; in wagmi 3 they are
// deprecated aliases of the same `mutateAsync`.
describe("wagmi's React hooks over WagmiAdapter.wagmiConfig", () => {
  it('see the wallet connected through the modal, and read through it', async () => {
    const { core, wrapper } = await app()
    // What the modal runs when the visitor picks the wallet.
    await connect(core, { connectorId: RDNS })
    const { result } = renderHook(
      () => {
        const connection = useConnection()
        return {
          connection,
          balance: useBalance({ address: connection.address }),
          gas: useEstimateGas({ to: receiver, value: 1n }),
          usdc: useReadContract({
            address: usdc,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [first],
          }),
        }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.connection).toMatchObject({ address: first }))
    expect(result.current.connection).toMatchObject({ isConnected: true, chainId: 31337 })
    const expected = await getNodeBalance({ rpcUrl: rpcUrls[31337] as string, address: first })
    await waitFor(() => expect(result.current.balance.data?.value).toBe(expected))
    await waitFor(() => expect(result.current.gas.data).toBe(21_000n))
    await waitFor(() => expect(result.current.usdc.data).toBeGreaterThan(0n))

    // The visitor picks another account in the wallet: wagmi's hooks and the modal follow.
    act(() => void wallet.switchAccount(1))
    await waitFor(() => expect(result.current.connection.address).toBe(second))
    await expect.poll(() => account(core)?.address).toBe(second)
  })

  it('sign and send with the wallet connected through the modal', async () => {
    const { core, wrapper } = await app()
    await connect(core, { connectorId: RDNS })
    const { result } = renderHook(
      () => ({
        connection: useConnection(),
        sign: useSignMessage(),
        send: useSendTransaction(),
        write: useWriteContract(),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.connection.isConnected).toBe(true))

    const message = 'Signed through wagmi hooks'
    const signature = await act(() => result.current.sign.signMessageAsync({ message }))
    expect(await verifyMessage({ address: first, message, signature })).toBe(true)

    const sent = await act(() =>
      result.current.send.sendTransactionAsync({ to: receiver, value: 1n }),
    )
    const written = await act(() =>
      result.current.write.writeContractAsync({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, 1n],
      }),
    )
    const receipts = renderHook(
      () => [
        useWaitForTransactionReceipt({ hash: sent }),
        useWaitForTransactionReceipt({ hash: written }),
      ],
      { wrapper },
    )
    await waitFor(() =>
      expect(receipts.result.current.map((receipt) => receipt.data?.status)).toEqual([
        'success',
        'success',
      ]),
    )
  })

  it("tell the modal when the app disconnects with wagmi's useDisconnect", async () => {
    const { core, wrapper } = await app()
    await connect(core, { connectorId: RDNS })
    const { result } = renderHook(() => ({ connection: useConnection(), ...useDisconnect() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.connection.isConnected).toBe(true))
    await act(() => result.current.disconnectAsync())
    expect(result.current.connection.isConnected).toBe(false)
    await expect.poll(() => account(core)?.status).toBe('disconnected')
  })
})
