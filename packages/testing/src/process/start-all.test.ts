import { describe, expect, it } from 'vitest'
import { startAll } from './start-all.ts'

describe('startAll', () => {
  it('returns every service in order when all start', async () => {
    const service = (name: string) => async () => ({ name, stop: async () => undefined })
    const [first, second] = await startAll([service('a'), service('b')] as const)
    expect([first.name, second.name]).toEqual(['a', 'b'])
  })

  it('stops the services that started when another fails, and rethrows its error', async () => {
    const stopped: string[] = []
    await expect(
      startAll([
        async () => ({ stop: async () => void stopped.push('devnet') }),
        async () => {
          throw new Error('relay did not start')
        },
      ] as const),
    ).rejects.toThrow('relay did not start')
    expect(stopped).toEqual(['devnet'])
  })
})
