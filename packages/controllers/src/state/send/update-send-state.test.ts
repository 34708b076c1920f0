import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { setSendLoading, updateSendState } from './update-send-state.ts'

describe('updateSendState', () => {
  it('merges send fields and sets loading separately', () => {
    const { core } = createTestCore()
    updateSendState(core, { receiverAddress: '0xabc', sendTokenAmount: 2 })
    setSendLoading(core, true)
    expect(core.state.send).toMatchObject({
      receiverAddress: '0xabc',
      sendTokenAmount: 2,
      loading: true,
    })
  })
})
