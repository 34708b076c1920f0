import { connect, type SIWXConfig, type SIWXSession } from '@openappkit/controllers'
import { requestEmbeddedWalletApproval, setSiwxConfig } from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import { formatRequestParams } from './approve-transaction-view.tsx'

function fakeSiwx({ required = false, reject = false } = {}) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    async createMessage({ chainId, accountAddress }) {
      return {
        chainId,
        accountAddress,
        domain: 'dapp.test',
        uri: 'https://dapp.test',
        version: '1',
        nonce: 'n0nce',
        serializedMessage: `dapp.test wants you to sign in with ${accountAddress}`,
      }
    },
    async addSession(session) {
      if (reject) throw new Error('invalid signature')
      sessions.push(session)
    },
    async revokeSession() {},
    async setSessions() {},
    async getSessions() {
      return sessions
    },
    getRequired: () => required,
  }
  return { config, sessions }
}

async function openSignIn(options: { required?: boolean; reject?: boolean } = {}) {
  const { core, wallet } = await createTestCore({
    metadata: { name: 'Harbor Dapp', description: '', url: 'https://dapp.test', icons: [] },
  })
  const siwx = fakeSiwx(options)
  setSiwxConfig(core, siwx.config)
  await connect(core, { connectorId: wallet.connectorId })
  await renderModal(core, { open: { view: 'SIWXSignMessage' } })
  return { core, siwx }
}

describe('SIWXSignMessage', () => {
  it('signs in and closes', async () => {
    const { core, siwx } = await openSignIn()
    const dialog = screen.getByRole('dialog', { name: 'Sign in' })
    expect(
      within(dialog).getByRole('heading', { name: 'Harbor Dapp wants you to sign in' }),
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await act(async () => {})
    expect(siwx.sessions).toHaveLength(1)
    expect(core.state.modal.open).toBe(false)
  })

  it('shows Error signing message when the signature is refused', async () => {
    await openSignIn({ reject: true })
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await settle()
    expect(await screen.findByText('Error signing message', { selector: 'p' })).toBeInTheDocument()
  })

  it('disables close while sign-in is required, and cancel disconnects', async () => {
    const { core } = await openSignIn({ required: true })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await act(async () => {})
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
  })
})

describe('ApproveTransaction', () => {
  it('shows the method and details and answers the wallet', async () => {
    const { core } = await createTestCore()
    await renderModal(core)
    let answer: Promise<boolean> = Promise.resolve(false)
    await act(async () => {
      answer = requestEmbeddedWalletApproval(core, {
        method: 'eth_sendTransaction',
        params: [{ to: '0x8617e340b3d01fa5f11f306f4090fd50e238070d', value: '0x1' }],
      })
    })
    await settle()
    const dialog = screen.getByRole('dialog', { name: 'Approve transaction' })
    expect(within(dialog).getByText('eth_sendTransaction')).toBeInTheDocument()
    expect(within(dialog).getByText(/"value": "0x1"/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await expect(answer).resolves.toBe(true)
    expect(core.state.modal.open).toBe(false)
  })

  it('has an empty state and formats parameters JSON cannot hold', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'ApproveTransaction' } })
    expect(screen.getByRole('heading', { name: 'Nothing to approve' })).toBeInTheDocument()
    expect(formatRequestParams({ value: 1n })).toContain('"value": "1"')
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(formatRequestParams(circular)).toBe('[object Object]')
  })
})
