import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { resetSend } from './reset-send.ts'
import { createSendState } from './send-state.ts'

describe('resetSend', () => {
  it('clears every send field', () => {
    const { core } = createTestCore()
    Object.assign(core.state.send, {
      sendTokenAmount: 1,
      receiverAddress: '0xabc',
      receiverProfileName: 'bob',
      loading: true,
      lastRetry: 5,
    })
    resetSend(core)
    expect(core.state.send).toEqual(createSendState())
  })
})
