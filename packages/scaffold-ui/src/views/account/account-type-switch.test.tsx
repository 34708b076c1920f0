import type { AccountType } from '@openappkit/common/validation'
import { type Connector, connect } from '@openappkit/controllers'
import { setEmbeddedWalletClient } from '@openappkit/controllers/internal'
import { createMemoryEmbeddedWallet } from '@openappkit/controllers/test-kit'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ADDRESS, createTestCore, SECOND_ADDRESS } from '../../test-utils/create-test-core.ts'
import { renderModal } from '../../test-utils/render-modal.tsx'

// The embedded wallet's smart account is ADDRESS (it has a balance), its owner SECOND_ADDRESS.
const SMART_ACCOUNT = ADDRESS
const OWNER = SECOND_ADDRESS
const AUTH: Connector = { id: 'AUTH', type: 'AUTH', name: 'Email', chain: 'eip155', chains: [] }

async function embeddedWalletCore(
  options: { enabledNetworks?: number[]; accountType?: AccountType } = {},
) {
  const embedded = createMemoryEmbeddedWallet({
    smartAccount: {
      email: 'ada@example.org',
      eoa: OWNER,
      smartAccount: SMART_ACCOUNT,
      enabledNetworks: options.enabledNetworks ?? [1],
      accountType: options.accountType,
    },
  })
  const test = await createTestCore({
    // The adapter's AUTH connector connects to the account the wallet has active.
    wrapAdapter: (adapter) => ({
      ...adapter,
      getConnectors: () => [AUTH],
      connect: async () => ({
        id: 'AUTH',
        type: 'AUTH',
        address: embedded.accountType === 'eoa' ? OWNER : SMART_ACCOUNT,
        chainId: 1,
      }),
    }),
  })
  setEmbeddedWalletClient(test.core, embedded)
  await connect(test.core, { connectorId: 'AUTH' })
  return { ...test, embedded }
}

describe('AccountView with the embedded wallet’s smart account', () => {
  it('shows the Smart account badge and the owner, and switches to the EOA and back by keyboard', async () => {
    const user = userEvent.setup()
    const { core, embedded } = await embeddedWalletCore()
    await renderModal(core, { open: true })
    const dialog = screen.getByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByText('Smart account')).toBeInTheDocument()
    expect(within(dialog).getByText('0x5290…169e')).toBeInTheDocument()
    expect(within(dialog).getByText('Owner')).toBeInTheDocument()
    expect(within(dialog).getByText('0x8617…070d')).toHaveAttribute('title', OWNER)

    // Held: the button shows it is working and the address has not moved yet.
    let release = () => {}
    embedded.hold.setPreferredAccount = new Promise((resolve) => (release = resolve))
    const toEoa = within(dialog).getByRole('button', { name: 'Switch to your standard account' })
    toEoa.focus()
    await user.keyboard('{Enter}')
    expect(toEoa).toHaveAttribute('aria-busy', 'true')
    await act(async () => {
      release()
      delete embedded.hold.setPreferredAccount
    })
    const toSmart = await within(dialog).findByRole('button', {
      name: 'Switch to your smart account',
    })
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${OWNER}`)
    expect(within(dialog).queryByText('Smart account')).not.toBeInTheDocument()
    expect(within(dialog).queryByText('Owner')).not.toBeInTheDocument()
    expect(within(dialog).getByText('0x8617…070d')).toBeInTheDocument()

    toSmart.focus()
    await user.keyboard(' ')
    expect(await within(dialog).findByText('Smart account')).toBeInTheDocument()
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${SMART_ACCOUNT}`)
  })

  it('shows why a switch failed and stays on the account', async () => {
    const { core, embedded } = await embeddedWalletCore()
    embedded.failures.setPreferredAccount = 'The wallet is unavailable'
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Switch to your standard account' }))
    // A wallet's own text is not written for visitors: the generic message shows.
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByText('Smart account')).toBeInTheDocument()
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${SMART_ACCOUNT}`)
  })

  it('offers no smart account where smart accounts are off (docs/project/behaviour.md §4)', async () => {
    const { core } = await embeddedWalletCore({ enabledNetworks: [137], accountType: 'eoa' })
    await renderModal(core, { open: true })
    const dialog = screen.getByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByText('0x8617…070d')).toBeInTheDocument()
    expect(within(dialog).queryByText('Smart account')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Switch to your/ })).toBeNull()
  })
})
