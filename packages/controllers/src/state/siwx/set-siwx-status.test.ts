import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { setSiwxStatus } from './set-siwx-status.ts'

describe('setSiwxStatus', () => {
  it('starts not required without a session and merges updates', () => {
    const { core } = createTestCore()
    expect(core.state.siwx).toMatchObject({ required: false, hasSession: false, status: 'idle' })
    setSiwxStatus(core, { required: true })
    setSiwxStatus(core, { hasSession: true })
    expect(core.state.siwx).toMatchObject({ required: true, hasSession: true })
  })
})
