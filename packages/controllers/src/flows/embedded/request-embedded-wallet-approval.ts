import type { AppKitCore } from '../../core/types.ts'
import type { EmbeddedWalletApprovalRequest } from '../../state/embedded-wallet/types.ts'
import { pushView } from '../../state/router/push-view.ts'
import { openModal } from '../modal/open-modal.ts'

// One waiting answer per instance; functions stay out of the reactive state.
const waiting = new WeakMap<AppKitCore, (approved: boolean) => void>()

/**
 * Shows `request` in the ApproveTransaction view and resolves with the visitor's answer: `true`
 * approved, `false` rejected (or replaced by a newer request before an answer).
 */
export function requestEmbeddedWalletApproval(
  core: AppKitCore,
  request: EmbeddedWalletApprovalRequest,
): Promise<boolean> {
  waiting.get(core)?.(false)
  core.state.embeddedWallet.approvalRequest = request
  if (core.state.modal.open) pushView(core, { view: 'ApproveTransaction' })
  else openModal(core, { view: 'ApproveTransaction' })
  return new Promise<boolean>((resolve) => {
    waiting.set(core, resolve)
  })
}

export type AnswerEmbeddedWalletApprovalParameters = { approved: boolean }

/** The visitor's answer to the waiting request; returns whether a request was waiting. */
export function answerEmbeddedWalletApproval(
  core: AppKitCore,
  { approved }: AnswerEmbeddedWalletApprovalParameters,
): boolean {
  const resolve = waiting.get(core)
  waiting.delete(core)
  core.state.embeddedWallet.approvalRequest = undefined
  resolve?.(approved)
  return resolve !== undefined
}
