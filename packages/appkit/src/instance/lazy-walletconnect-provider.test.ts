import { createFakeWalletConnectProvider } from '@openappkit/controllers/test-kit'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createLazyWalletConnectProvider } from './lazy-walletconnect-provider.ts'
import { WALLETCONNECT_SESSION_HINT_KEY } from './walletconnect-session-hint.ts'

const ACCOUNT = 'eip155:1:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'
const session = { accounts: [] as string[] }
let fake = createFakeWalletConnectProvider([])
const loads = vi.fn()

// The WalletConnect client itself is the module under test's only import worth loading lazily.
vi.mock('@openappkit/walletconnect', () => ({
  createWalletConnectProvider: () => {
    loads()
    fake = createFakeWalletConnectProvider(session.accounts)
    const { provider } = fake
    return {
      ...provider,
      request: async ({ method }: { method: string }) =>
        method === 'eth_accounts' ? session.accounts.map((account) => account.split(':')[2]) : null,
    }
  },
}))

const parameters = {
  relayUrl: 'ws://127.0.0.1:1',
  metadata: { name: 'test', description: '', url: 'http://127.0.0.1', icons: [] },
  networks: [],
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

let storage = memoryStorage()
beforeEach(() => {
  storage = memoryStorage()
  vi.stubGlobal('window', { localStorage: storage })
  loads.mockClear()
  session.accounts = []
})

describe('createLazyWalletConnectProvider', () => {
  it('answers a silent accounts check with none, without loading, where no session was started', async () => {
    const provider = createLazyWalletConnectProvider(parameters as never)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.getSessionAccounts()).toEqual([])
    await provider.disconnect()
    expect(loads).not.toHaveBeenCalled()
  })

  it('loads on connect, remembers the session, and resumes it on the next visit', async () => {
    session.accounts = [ACCOUNT]
    const first = createLazyWalletConnectProvider(parameters as never)
    expect(await first.connect()).toEqual([ACCOUNT])
    expect(loads).toHaveBeenCalledTimes(1)
    fake.fire('connect', { chainId: '0x1' })
    expect(storage.getItem(WALLETCONNECT_SESSION_HINT_KEY)).not.toBeNull()

    const next = createLazyWalletConnectProvider(parameters as never)
    expect(await next.request({ method: 'eth_accounts' })).toEqual([ACCOUNT.split(':')[2]])
    expect(loads).toHaveBeenCalledTimes(2)
  })

  it('forgets the hint when the session ends or a loaded client finds none', async () => {
    storage.setItem(WALLETCONNECT_SESSION_HINT_KEY, '1')
    const provider = createLazyWalletConnectProvider(parameters as never)
    expect(await provider.getSessionAccounts()).toEqual([])
    expect(loads).toHaveBeenCalledTimes(1)
    expect(storage.getItem(WALLETCONNECT_SESSION_HINT_KEY)).toBeNull()

    storage.setItem(WALLETCONNECT_SESSION_HINT_KEY, '1')
    fake.fire('disconnect', undefined)
    expect(storage.getItem(WALLETCONNECT_SESSION_HINT_KEY)).toBeNull()
  })

  it('loads to check where the storage cannot be read', async () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new Error('sandboxed')
      },
    })
    const provider = createLazyWalletConnectProvider(parameters as never)
    expect(await provider.getSessionAccounts()).toEqual([])
    expect(loads).toHaveBeenCalledTimes(1)
  })
})
