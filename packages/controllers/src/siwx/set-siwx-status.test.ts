import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test-utils/create-test-core.ts'
import { setSiwxStatus } from './set-siwx-status.ts'

describe('setSiwxStatus', () => {
  it('starts not required without a session and merges updates', () => {
    const { core } = createTestCore()
    expect(core.state.siwx).toEqual({ required: false, hasSession: false })
    setSiwxStatus(core, { required: true })
    setSiwxStatus(core, { hasSession: true })
    expect(core.state.siwx).toEqual({ required: true, hasSession: true })
  })
})
