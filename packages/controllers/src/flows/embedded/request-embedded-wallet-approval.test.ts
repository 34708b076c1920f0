import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { openModal } from '../modal/open-modal.ts'
import {
  answerEmbeddedWalletApproval,
  requestEmbeddedWalletApproval,
} from './request-embedded-wallet-approval.ts'

const request = { method: 'eth_sendTransaction', params: [{ to: '0x1', value: '0x0' }] }

describe('requestEmbeddedWalletApproval', () => {
  it('opens ApproveTransaction with the request and resolves with the answer', async () => {
    const { core } = createTestCore()
    const answer = requestEmbeddedWalletApproval(core, request)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('ApproveTransaction')
    expect(core.state.embeddedWallet.approvalRequest).toEqual(request)
    expect(answerEmbeddedWalletApproval(core, { approved: true })).toBe(true)
    await expect(answer).resolves.toBe(true)
    expect(core.state.embeddedWallet.approvalRequest).toBeUndefined()
    expect(answerEmbeddedWalletApproval(core, { approved: false })).toBe(false)
  })

  it('pushes onto an open modal and rejects an unanswered request replaced by a newer one', async () => {
    const { core } = createTestCore()
    openModal(core, { view: 'Connect' })
    const first = requestEmbeddedWalletApproval(core, request)
    expect(core.state.router.history).toEqual(['Connect', 'ApproveTransaction'])
    const second = requestEmbeddedWalletApproval(core, { method: 'personal_sign', params: [] })
    await expect(first).resolves.toBe(false)
    answerEmbeddedWalletApproval(core, { approved: false })
    await expect(second).resolves.toBe(false)
  })
})
