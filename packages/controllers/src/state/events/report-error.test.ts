import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { reportError } from './report-error.ts'

function setup(analytics = true) {
  const fetch = createFakeFetch(() => ({ status: 202 }))
  const { core, clock } = createTestCore({
    fetch,
    apiUrl: 'https://api.test',
    features: { analytics },
  })
  return { core, clock, fetch }
}

describe('reportError', () => {
  it('sends errorType, errorMessage and stackTrace to /e', async () => {
    const { core, fetch } = setup()
    const error = new TypeError('boom')
    expect(await reportError(core, { error })).toBe(true)
    expect(fetch.calls[0]?.body).toMatchObject({
      props: {
        type: 'error',
        event: 'TypeError',
        errorType: 'TypeError',
        errorMessage: 'boom',
        stackTrace: error.stack,
      },
    })
    await reportError(core, { error: 'plain', errorType: 'SWAP' })
    expect(fetch.calls[1]?.body).toMatchObject({
      props: { errorType: 'SWAP', errorMessage: 'plain' },
    })
  })

  it('sends at most 5 reports per minute', async () => {
    const { core, clock, fetch } = setup()
    const outcomes: boolean[] = []
    for (let index = 0; index < 7; index++) {
      outcomes.push(await reportError(core, { error: new Error(`e${index}`) }))
      clock.advance(1_000)
    }
    expect(outcomes).toEqual([true, true, true, true, true, false, false])
    expect(fetch.calls).toHaveLength(5)
    // The first report was at t=0; 60 s later its slot frees up.
    clock.advance(60_000 - 7_000 - 1)
    expect(await reportError(core, { error: new Error('still capped') })).toBe(false)
    clock.advance(1)
    expect(await reportError(core, { error: new Error('allowed') })).toBe(true)
    expect(fetch.calls).toHaveLength(6)
  })

  it('makes zero requests with analytics off but still logs locally', async () => {
    const { core, fetch } = setup(false)
    await reportError(core, { error: new Error('quiet') })
    expect(fetch.calls).toHaveLength(0)
    expect(core.state.events.data?.type).toBe('error')
  })
})
