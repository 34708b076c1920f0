import { describe, expect, it } from 'vitest'
import { createMemoryWebStorage } from '../devnet/memory-web-storage.ts'
import { TestKitError } from '../errors/test-kit-error.ts'
import { createWalletCore, type WalletCoreStorage } from './wallet-core.ts'

type Account = { address: string }
const alice: Account = { address: 'alice' }
const bob: Account = { address: 'bob' }

class Refused extends Error {}

const create = (storage?: WalletCoreStorage, chain = { id: 1 }) =>
  createWalletCore({
    accounts: [alice, bob],
    addressOf: (account) => account.address,
    rejection: () => new Refused(),
    storage,
    storageKey: 'core',
    remember: () => ({ chainId: chain.id }),
  })

describe('createWalletCore', () => {
  it('refuses to start without an account, with TestKitError', () => {
    const noAccount = {
      accounts: [] as unknown as [Account],
      addressOf: (account: Account) => account.address,
      rejection: () => new Refused(),
      storageKey: 'core',
    }
    expect(() => createWalletCore(noAccount)).toThrow(TestKitError)
  })

  it('refuses exactly the next prompt after rejectNextRequest', () => {
    const core = create()
    core.prompt()
    core.rejectNextRequest()
    expect(() => core.prompt()).toThrow(Refused)
    expect(() => core.prompt()).not.toThrow()
  })

  it('reports connect on every authorization, disconnect and account changes only when authorized', () => {
    const core = create()
    const changes: string[] = []
    const stop = core.onChange((change) => changes.push(change))
    expect(core.selectAccount(bob)).toBe(bob)
    expect(core.deauthorize()).toBe(false)
    core.authorize()
    core.authorize()
    core.selectAccount(alice)
    core.selectAccount(alice)
    expect(core.deauthorize()).toBe(true)
    stop()
    core.authorize()
    expect(changes).toEqual(['connect', 'connect', 'accountChange', 'disconnect'])
  })

  it('adds an account it did not hold when the visitor selects it', () => {
    const core = create()
    const carol = { address: 'carol' }
    expect(core.selectAccount(carol)).toBe(carol)
    expect(core.accounts).toEqual([alice, bob, carol])
  })

  it('keeps the session and what the wallet remembers across a reload, until reset', () => {
    const storage = createMemoryWebStorage()
    const chain = { id: 1 }
    const core = create(storage, chain)
    core.authorize()
    chain.id = 5
    core.selectAccount(bob)
    const reloaded = create(storage)
    expect(reloaded).toMatchObject({ authorized: true, account: bob, restored: { chainId: 5 } })
    reloaded.deauthorize()
    expect(create(storage)).toMatchObject({ authorized: false, account: bob })
    reloaded.selectAccount(alice)
    expect(create(storage).account).toBe(alice)
    reloaded.reset()
    expect(create(storage)).toMatchObject({ authorized: false, account: alice })
  })

  it('starts afresh from a session it cannot read', () => {
    const storage = createMemoryWebStorage()
    storage.setItem('core', 'not json')
    expect(create(storage)).toMatchObject({
      authorized: false,
      account: alice,
      restored: undefined,
    })
    storage.setItem('core', '"bob"')
    expect(create(storage)).toMatchObject({
      authorized: false,
      account: alice,
      restored: undefined,
    })
  })

  it('logs requests and forgets them, the refusal and the account on reset', () => {
    const core = create()
    core.record('connect')
    core.authorize()
    core.selectAccount(bob)
    core.rejectNextRequest()
    core.reset()
    expect(core).toMatchObject({ requests: [], authorized: false, account: alice })
    expect(() => core.prompt()).not.toThrow()
  })
})
