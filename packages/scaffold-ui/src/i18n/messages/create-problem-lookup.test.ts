import { describe, expect, it, vi } from 'vitest'
import { problems as esProblems } from '../locales/es/problems.ts'
import { createProblemLookup } from './create-problem-lookup.ts'

describe('createProblemLookup', () => {
  it('starts the load on a miss and tells once the texts arrived', async () => {
    const onLoaded = vi.fn()
    const lookup = createProblemLookup('es', onLoaded)
    expect(lookup('ABI_CODEC_FAILED', 'NOT_A_STRING')).toBeUndefined()
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1))
    expect(lookup('ABI_CODEC_FAILED', 'NOT_A_STRING')).toBe(
      esProblems.ABI_CODEC_FAILED.NOT_A_STRING,
    )
  })

  it('never tells for a code without a family, so a render does not loop', async () => {
    const onLoaded = vi.fn()
    const lookup = createProblemLookup('es', onLoaded)
    expect(lookup('EMAIL_COOLDOWN', 'X')).toBeUndefined()
    // The load resolves on later ticks; give it time to (wrongly) call back.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onLoaded).not.toHaveBeenCalled()
  })
})
