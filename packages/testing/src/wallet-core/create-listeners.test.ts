import { describe, expect, it } from 'vitest'
import { createListeners } from './create-listeners.ts'

describe('createListeners', () => {
  it('delivers an event to every listener, past one that throws', () => {
    const listeners = createListeners<number>()
    const heard: number[] = []
    listeners.add(() => {
      throw new Error('faulty dapp listener')
    })
    listeners.add((value) => heard.push(value))
    listeners.emit(1)
    expect(heard).toEqual([1])
  })

  it('stops delivering to a listener removed, by its unsubscribe, delete or clear', () => {
    const listeners = createListeners<string>()
    const heard: string[] = []
    const first = (value: string) => heard.push(`first ${value}`)
    const stop = listeners.add((value) => heard.push(`second ${value}`))
    listeners.add(first)
    listeners.emit('a')
    stop()
    listeners.emit('b')
    listeners.delete(first)
    listeners.emit('c')
    listeners.add(first)
    listeners.clear()
    listeners.emit('d')
    expect(heard).toEqual(['second a', 'first a', 'first b'])
  })

  it('delivers the event to every listener present when it was emitted, even one another removes', () => {
    const listeners = createListeners<void>()
    const heard: string[] = []
    let stopSecond = () => {}
    listeners.add(() => {
      heard.push('first')
      stopSecond()
    })
    stopSecond = listeners.add(() => heard.push('second'))
    listeners.emit()
    listeners.emit()
    expect(heard).toEqual(['first', 'second', 'first'])
  })
})
