import { describe, expect, it, vi } from 'vitest'
import { createAdapterEmitter } from './create-adapter-emitter.ts'

describe('createAdapterEmitter', () => {
  it('delivers payloads to listeners of that event until they unsubscribe', () => {
    const emitter = createAdapterEmitter()
    const onChain = vi.fn()
    const onAccount = vi.fn()
    const unsubscribe = emitter.on('chainChanged', onChain)
    emitter.on('accountChanged', onAccount)
    emitter.emit('chainChanged', { chainId: 1 })
    unsubscribe()
    emitter.emit('chainChanged', { chainId: 2 })
    expect(onChain).toHaveBeenCalledExactlyOnceWith({ chainId: 1 })
    expect(onAccount).not.toHaveBeenCalled()
  })

  it('keeps delivering when a listener throws, and clear drops everyone', () => {
    const emitter = createAdapterEmitter()
    const second = vi.fn()
    emitter.on('disconnect', () => {
      throw new Error('faulty')
    })
    emitter.on('disconnect', second)
    emitter.emit('disconnect', {})
    expect(second).toHaveBeenCalledOnce()
    emitter.clear()
    emitter.emit('disconnect', {})
    expect(second).toHaveBeenCalledOnce()
  })

  it('close drops everyone and ignores later subscriptions and emits', () => {
    const emitter = createAdapterEmitter()
    const before = vi.fn()
    const after = vi.fn()
    emitter.on('accountChanged', before)
    emitter.close()
    const unsubscribe = emitter.on('accountChanged', after)
    emitter.emit('accountChanged', { address: '0x1' })
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
    expect(unsubscribe).not.toThrow()
    expect(() => emitter.close()).not.toThrow()
  })
})
