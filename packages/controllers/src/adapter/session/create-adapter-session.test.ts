import { AppKitError } from '@openappkit/common/errors'
import { mainnet, solana, solanaDevnet } from '@openappkit/common/networks'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../platform/services/memory-storage.ts'
import { createAdapterEmitter } from '../create-adapter-emitter.ts'
import { createAdapterSession } from './create-adapter-session.ts'
import { createSelectedNetwork } from './selected-network.ts'

type Wallet = { name: string }

function setup(parameters: { toError?: (error: unknown) => AppKitError } = {}) {
  const storage = createMemoryStorage()
  let networks = [solana, solanaDevnet]
  const emitter = createAdapterEmitter()
  const core = createAdapterSession<Wallet, { address: string }>({
    name: 'test',
    emitter,
    networks: () => networks,
    storage,
    ...parameters,
  })
  const events = vi.fn()
  core.emitter.on('disconnect', (payload) => events('disconnect', payload))
  core.emitter.on('chainChanged', (payload) => events('chainChanged', payload))
  const setNetworks = (next: typeof networks) => {
    networks = next
  }
  return { core, storage, events, setNetworks }
}

describe('createAdapterSession', () => {
  it("finds the adapter's networks by id, as they are now", () => {
    const { core, setNetworks } = setup()
    expect(core.networks()).toEqual([solana, solanaDevnet])
    expect(core.networkOf(solanaDevnet.id)).toBe(solanaDevnet)
    expect(core.networkOf(mainnet.id)).toBeUndefined()
    setNetworks([solanaDevnet])
    expect(core.networkOf(solana.id)).toBeUndefined()
  })

  it('opens a session, watches the wallet once, and ends it with one disconnect event', async () => {
    const { core, events } = setup()
    const wallet = { name: 'one' }
    const stop = vi.fn()
    const watch = vi.fn(() => stop)
    expect(() => core.require()).toThrow(expect.objectContaining({ code: 'NO_WALLET_CONNECTED' }))
    await core.open({ id: 'one', wallet, state: { address: 'a' }, watch })
    await core.open({ id: 'one', wallet, state: { address: 'b' }, watch })
    expect(watch).toHaveBeenCalledOnce()
    expect(core.require()).toMatchObject({ id: 'one', wallet, address: 'b' })
    core.end()
    core.end()
    expect(stop).toHaveBeenCalledOnce()
    expect(core.current()).toBeUndefined()
    expect(events).toHaveBeenCalledExactlyOnceWith('disconnect', { connectorId: 'one' })
  })

  it('stops watching the previous wallet when another one opens', async () => {
    const { core, events } = setup()
    const stopFirst = vi.fn()
    await core.open({
      id: 'one',
      wallet: { name: 'one' },
      state: { address: 'a' },
      watch: () => stopFirst,
    })
    await core.open({
      id: 'two',
      wallet: { name: 'two' },
      state: { address: 'b' },
      watch: () => () => undefined,
    })
    expect(stopFirst).toHaveBeenCalledOnce()
    expect(core.require().id).toBe('two')
    expect(events).not.toHaveBeenCalled()
  })

  it('remembers a disconnect across instances, so reconnect does nothing until the next open', async () => {
    const { core, storage } = setup()
    const wallet = { name: 'one' }
    const release = vi.fn(async () => undefined)
    await core.open({ id: 'one', wallet, state: { address: 'a' }, watch: () => () => undefined })
    await core.disconnect(undefined, release)
    expect(release).toHaveBeenCalledExactlyOnceWith(wallet)
    expect(core.current()).toBeUndefined()

    const next = createAdapterSession<Wallet, { address: string }>({
      name: 'test',
      emitter: createAdapterEmitter(),
      networks: () => [],
      storage,
    })
    const attempt = vi.fn(async () => 'reconnected')
    expect(await next.reconnect('one', attempt)).toBeUndefined()
    expect(await next.reconnect('two', attempt)).toBe('reconnected')
    await next.open({ id: 'one', wallet, state: { address: 'a' }, watch: () => () => undefined })
    expect(await next.reconnect('one', attempt)).toBe('reconnected')
  })

  it('turns failures into catalogue errors through the adapter’s mapping', async () => {
    const toError = vi.fn(() => new AppKitError('USER_REJECTED_REQUEST'))
    const { core } = setup({ toError })
    await expect(
      core.wrap(async () => {
        throw new Error('wallet said no')
      }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' })
    expect(toError).toHaveBeenCalledOnce()
  })

  it('after destroy, emits nothing and a connect in flight opens without a watcher', async () => {
    const { core, events } = setup()
    const stop = vi.fn()
    await core.open({
      id: 'one',
      wallet: { name: 'one' },
      state: { address: 'a' },
      watch: () => stop,
    })
    core.destroy()
    expect(stop).toHaveBeenCalledOnce()
    const watch = vi.fn(() => () => undefined)
    await core.open({ id: 'two', wallet: { name: 'two' }, state: { address: 'b' }, watch })
    expect(watch).not.toHaveBeenCalled()
    core.end()
    expect(events).not.toHaveBeenCalled()
  })
})

describe('createSelectedNetwork', () => {
  it('starts on the first network, follows select and switchNetwork, and refuses others', async () => {
    const { core, events, setNetworks } = setup()
    const selection = createSelectedNetwork(core)
    expect(selection.active()).toBe(solana)
    selection.select(solanaDevnet.id)
    selection.select('unknown')
    expect(selection.active()).toBe(solanaDevnet)
    await selection.switchNetwork({ caipNetwork: solana })
    expect(selection.active()).toBe(solana)
    expect(events).toHaveBeenCalledExactlyOnceWith('chainChanged', { chainId: solana.id })
    await expect(selection.switchNetwork({ caipNetwork: mainnet })).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
    })
    setNetworks([])
    expect(createSelectedNetwork(core).active).toThrow(
      expect.objectContaining({ code: 'AT_LEAST_ONE_NETWORK_REQUIRED' }),
    )
  })
})
