import { ProviderRpcError, RpcErrorCode } from '@openappkit/common'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryWebStorage } from '../devnet/memory-web-storage.ts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { createEvmWalletSession } from './create-evm-wallet-session.ts'
import type { TestWalletStorage } from './types.ts'

const keys = [generatePrivateKey(), generatePrivateKey()] as const
const [alice, bob] = keys.map((key) => privateKeyToAccount(key).address)

const create = (storage?: TestWalletStorage, knowsChain?: (chainId: number) => boolean) =>
  createEvmWalletSession({
    walletName: 'aWallet',
    privateKey: keys,
    chainId: 1,
    knowsChain,
    storage,
    storageKey: 'session',
  })

const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof ProviderRpcError) return error.code
    throw error
  }
  return 'passed'
}

describe('createEvmWalletSession', () => {
  it('refuses to start without a key, naming the wallet', () => {
    const parameters = { walletName: 'aWallet', chainId: 1, storageKey: 'session' }
    const noKey = { ...parameters, privateKey: [] as unknown as typeof keys }
    expect(() => createEvmWalletSession(noKey)).toThrow(
      new TestKitError('aWallet needs at least one private key'),
    )
  })

  it('tells accountsChanged for each change of the session', () => {
    const session = create()
    const changes: unknown[] = []
    session.emitter.on('accountsChanged', (value) => changes.push(value))
    session.core.authorize()
    session.switchAccount(1)
    session.core.deauthorize()
    expect(changes).toEqual([[alice], [bob], []])
  })

  it('lets only the authorized site name the exposed account, in any case', () => {
    const session = create()
    expect(codeOf(() => session.requireAccount(alice))).toBe(RpcErrorCode.Unauthorized)
    session.core.authorize()
    expect(codeOf(() => session.requireAccount(alice?.toLowerCase()))).toBe('passed')
    expect(codeOf(() => session.requireAccount(bob))).toBe(RpcErrorCode.Unauthorized)
    expect(codeOf(() => session.requireAccount(undefined))).toBe(RpcErrorCode.Unauthorized)
  })

  it('switches to an index or a key, adding a key it did not hold', () => {
    const session = create()
    const carolKey = generatePrivateKey()
    expect(session.switchAccount(keys[1])).toBe(bob)
    expect(session.switchAccount(carolKey)).toBe(privateKeyToAccount(carolKey).address)
    expect(session.core.accounts).toHaveLength(3)
    expect(() => session.switchAccount(7)).toThrow(TestKitError)
  })

  it('moves chains with chainChanged once, and remembers the chain it knows across a reload', () => {
    const storage = createMemoryWebStorage()
    const session = create(storage)
    const chains: unknown[] = []
    session.emitter.on('chainChanged', (value) => chains.push(value))
    session.moveTo(5)
    session.moveTo(5)
    expect(chains).toEqual(['0x5'])
    expect(create(storage).chainId).toBe(5)
    expect(create(storage, (chainId) => chainId !== 5).chainId).toBe(1)
    session.reset()
    expect(session.chainId).toBe(1)
    expect(create(storage).chainId).toBe(1)
  })
})
