import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { lazySession } from './lazy-session.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lazySession', () => {
  it('creates the session on the first load only, and not before', async () => {
    const create = vi.fn(async () => ({ destroy: vi.fn() }))
    const session = lazySession('solana', create)
    expect(create).not.toHaveBeenCalled()
    expect(session.current()).toBeUndefined()
    const [first, second] = await Promise.all([session.load(), session.load()])
    expect(first).toBe(second)
    expect(session.current()).toBe(first)
    expect(create).toHaveBeenCalledOnce()
  })

  it('destroys a session that arrives after destroy()', async () => {
    const destroy = vi.fn()
    const session = lazySession('bip122', async () => ({ destroy }))
    const loading = session.load()
    session.destroy()
    await loading
    expect(destroy).toHaveBeenCalledOnce()
  })

  it('starts loading at creation when the last visit left a connector of its namespace', async () => {
    const stored = JSON.stringify({ eip155: 'io.metamask' })
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => (key === STORAGE_KEYS.connectedConnectorIds ? stored : null),
      },
    })
    const create = vi.fn(async () => ({ destroy: vi.fn() }))
    lazySession('eip155', create)
    lazySession('solana', create)
    expect(create).toHaveBeenCalledOnce()
  })
})
