import { describe, expect, it } from 'vitest'
import { type Coalescer, createCoalescer } from '../server/coalesce-concurrent.ts'
import { createTurnCoalescer } from './create-turn-coalescer.ts'

// Two requests read in one turn of the event loop: each arrives in its own callback of the same
// phase, and the work is synchronous like a better-sqlite3 query. Immediates queued together run
// in one check phase; two 0 ms timers could fall into two turns when the clock ticks between them.
async function twoCallsInOneTurn(coalesce: Coalescer<number>) {
  let runs = 0
  const run = async () => {
    runs += 1
    return runs
  }
  const call = () =>
    new Promise<number>((resolve, reject) => {
      setImmediate(() => coalesce('page', run).then(resolve, reject))
    })
  const answers = await Promise.all([call(), call()])
  return { runs, answers }
}

describe('createTurnCoalescer', () => {
  it('shares a synchronous run between the calls of one event-loop turn', async () => {
    expect(await twoCallsInOneTurn(createTurnCoalescer<number>())).toEqual({
      runs: 1,
      answers: [1, 1],
    })
    // The plain coalescer finishes the first run before the second call arrives.
    expect(await twoCallsInOneTurn(createCoalescer<number>())).toEqual({
      runs: 2,
      answers: [1, 2],
    })
  })

  it('keeps nothing once a run settles, runs keys apart and gives every caller the error', async () => {
    const coalesce = createTurnCoalescer<string>()
    let runs = 0
    const run = (answer: string) => async () => {
      runs += 1
      return answer
    }
    expect(await coalesce('a', run('first'))).toBe('first')
    expect(await coalesce('a', run('second'))).toBe('second')
    expect(await Promise.all([coalesce('a', run('x')), coalesce('b', run('y'))])).toEqual([
      'x',
      'y',
    ])
    expect(runs).toBe(4)
    const failing = async () => {
      throw new Error('database is gone')
    }
    const results = await Promise.allSettled([coalesce('a', failing), coalesce('a', run('no'))])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(await coalesce('a', run('again'))).toBe('again')
  })
})
