import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { hideModal } from './hide-modal.ts'
import { setModalLoading } from './set-modal-loading.ts'
import { showModal } from './show-modal.ts'

describe('modal', () => {
  it('opens for a namespace, shows loading, and closes', () => {
    const { core } = createTestCore()
    showModal(core, { namespace: 'solana' })
    setModalLoading(core, true)
    expect(core.state.modal).toEqual({ open: true, loading: true, namespace: 'solana' })
    hideModal(core)
    expect(core.state.modal.open).toBe(false)
    expect(core.state.modal.loading).toBe(false)
    showModal(core)
    expect(core.state.modal.namespace).toBeUndefined()
  })
})
