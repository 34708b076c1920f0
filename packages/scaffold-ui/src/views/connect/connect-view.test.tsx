import { mainnet } from '@openappkit/common/networks'
import type { Connector } from '@openappkit/controllers'
import { addRecentWallet, setConnectors } from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createDeferred } from '../../test-utils/deferred.ts'
import { renderModal } from '../../test-utils/render-modal.tsx'
import { stubViews } from '../../test-utils/views.tsx'
import type { WalletListing } from '../../wallets/types.ts'

const connectorOf = (id: string, type: Connector['type'], name: string): Connector => ({
  id,
  type,
  name,
  chain: 'eip155',
  chains: [mainnet],
})

const listing: WalletListing[] = [
  { id: 'alpha', name: 'Alpha Wallet' },
  { id: 'beta', name: 'Beta Wallet' },
  { id: 'gamma', name: 'Gamma Wallet' },
]

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map(
      (row) => row.getAttribute('aria-label') ?? row.querySelector('.apkt-row__title')?.textContent,
    )

describe('ConnectView', () => {
  it('lists wallets in docs/project/behaviour.md §1 order, each row named by its wallet, tagged', async () => {
    const { core } = await createTestCore()
    setConnectors(core, {
      connectors: [
        connectorOf('wc', 'WALLET_CONNECT', 'WalletConnect'),
        connectorOf('ext', 'EXTERNAL', 'External Wallet'),
      ],
    })
    await addRecentWallet(core, { wallet: { id: 'beta', name: 'Beta Wallet' } })
    await renderModal(core, {
      open: true,
      options: { wallets: listing, featuredWalletIds: ['gamma'] },
    })
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(rowNames()).toEqual([
      'WalletConnect',
      'Beta Wallet',
      'Memory Wallet',
      'Gamma Wallet',
      'External Wallet',
      'All wallets',
    ])
    expect(within(dialog).getByRole('button', { name: 'Beta Wallet' })).toHaveAccessibleDescription(
      'Recent',
    )
    expect(
      within(dialog).getByRole('button', { name: 'Memory Wallet' }),
    ).toHaveAccessibleDescription('Installed')
    expect(
      within(dialog).getByRole('button', { name: 'WalletConnect' }),
    ).toHaveAccessibleDescription('QR code')
    expect(within(dialog).getByRole('button', { name: 'All wallets' })).toHaveAccessibleDescription(
      '5',
    )
  })

  it('fills up to five rows with recommended wallets', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true, options: { wallets: listing } })
    expect(rowNames()).toEqual([
      'Memory Wallet',
      'Alpha Wallet',
      'Beta Wallet',
      'Gamma Wallet',
      'All wallets',
    ])
  })

  it('has no All wallets row with features.allWallets off', async () => {
    const { core } = await createTestCore({ features: { allWallets: false } })
    await renderModal(core, { open: true, options: { wallets: listing } })
    expect(rowNames()).toEqual(['Memory Wallet', 'Alpha Wallet', 'Beta Wallet', 'Gamma Wallet'])
  })

  it('opens the connecting view of the wallet picked, and All wallets', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true, options: { wallets: listing } })
    await userEvent.click(screen.getByRole('button', { name: 'Alpha Wallet' }))
    expect(core.state.router.view).toBe('ConnectingWalletConnect')
    expect(core.state.router.data?.wallet).toEqual({ id: 'alpha', name: 'Alpha Wallet' })
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    await userEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    expect(core.state.router.view).toBe('AllWallets')
  })

  it('shows the wallet list loading, then its error with a retry', async () => {
    const { core } = await createTestCore()
    const first = createDeferred<WalletListing[]>()
    let calls = 0
    const wallets = () => {
      calls++
      return calls === 1 ? first.promise : Promise.resolve(listing)
    }
    await renderModal(core, { open: true, options: { wallets } })
    expect(screen.getByRole('status')).toHaveTextContent('Loading wallets')
    await act(async () => first.reject(new Error('offline')))
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load the wallet list.")
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Alpha Wallet' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so when there is no wallet at all', async () => {
    const { core } = await createTestCore({ adapters: [] })
    core.state.connectors.allConnectors = []
    await renderModal(core, { open: true })
    expect(screen.getByRole('heading', { name: 'No wallets found' })).toBeInTheDocument()
  })

  it('shows the legal notice with both links, opening in a new tab', async () => {
    const { core } = await createTestCore()
    await renderModal(core, {
      open: true,
      options: {
        termsConditionsUrl: 'https://example.org/terms',
        privacyPolicyUrl: 'https://example.org/privacy',
      },
    })
    const terms = screen.getByRole('link', { name: /Terms of Service/ })
    expect(terms).toHaveAttribute('href', 'https://example.org/terms')
    expect(terms).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://example.org/privacy',
    )
    expect(terms.closest('p')).toHaveTextContent(
      'By connecting your wallet, you agree to our Terms of Service (opens in a new tab) and our Privacy Policy (opens in a new tab).',
    )
  })

  it('with legalCheckbox, keeps wallets disabled until the visitor agrees', async () => {
    const { core } = await createTestCore({ features: { legalCheckbox: true } })
    await renderModal(core, {
      open: true,
      options: { termsConditionsUrl: 'https://example.org/t' },
    })
    expect(screen.getByRole('button', { name: 'Memory Wallet' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }))
    expect(screen.getByRole('button', { name: 'Memory Wallet' })).toBeEnabled()
  })

  describe('email and social entry', () => {
    const withAuth = async (options: Parameters<typeof createTestCore>[0] = {}) => {
      const { core } = await createTestCore(options)
      setConnectors(core, { connectors: [connectorOf('embedded', 'AUTH', 'Email')] })
      return core
    }

    it('stays hidden while the login views are not there', async () => {
      const core = await withAuth()
      const views = { EmailLogin: undefined, ConnectingSocial: undefined }
      await renderModal(core, { open: true, views })
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument()
    })

    it('shows email and socials when enabled, and goes to their views', async () => {
      const core = await withAuth({ remoteFeatures: { socials: ['google', 'x', 'farcaster'] } })
      await renderModal(core, {
        open: true,
        views: stubViews('EmailLogin', 'ConnectingSocial', 'ConnectingFarcaster'),
      })
      expect(screen.getByText('or')).toBeInTheDocument()
      const email = screen.getByRole('textbox', { name: 'Email' })
      await userEvent.type(email, 'not-an-email{Enter}')
      expect(email).toHaveAccessibleDescription('Enter a valid email address')
      expect(core.state.router.view).toBe('Connect')
      await userEvent.clear(email)
      await userEvent.type(email, 'visitor@example.org{Enter}')
      expect(core.state.router.view).toBe('EmailLogin')
      expect(core.state.router.data?.email).toBe('visitor@example.org')

      await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
      await userEvent.click(screen.getByRole('button', { name: 'Continue with X' }))
      expect(core.state.router.view).toBe('ConnectingSocial')
      expect(core.state.chains.chains.eip155?.accountState.socialProvider).toBe('x')
      await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
      expect(core.state.router.view).toBe('ConnectingFarcaster')
    })

    it('names every provider, in docs/project/behaviour.md §1 default order, each with its own mark and a tooltip', async () => {
      const core = await withAuth()
      await renderModal(core, { open: true, views: stubViews('EmailLogin', 'ConnectingSocial') })
      const first = screen.getByRole('button', { name: 'Continue with Google' })
      const grid = screen.getByRole('list', { name: 'Sign in with a social account' })
      const others = within(grid).getAllByRole('button')
      expect(
        [first, ...others].map((button) => button.getAttribute('aria-label') ?? button.textContent),
      ).toEqual([
        'Continue with Google',
        'Continue with X',
        'Continue with Farcaster',
        'Continue with Discord',
        'Continue with Apple',
        'Continue with GitHub',
        'Continue with Facebook',
      ])
      // Marks, not letters: no two alike, none a bare initial.
      const marks = others.map((button) => button.querySelector('svg')?.innerHTML ?? '')
      expect(new Set(marks).size).toBe(others.length)
      for (const button of others) expect(button.textContent).toBe('')
      await userEvent.hover(within(grid).getByRole('button', { name: 'Continue with GitHub' }))
      expect(screen.getByRole('tooltip')).toHaveTextContent('GitHub')
    })

    it('hides them when the remote features are off', async () => {
      const core = await withAuth({ remoteFeatures: { email: false, socials: false } })
      await renderModal(core, { open: true, views: stubViews('EmailLogin', 'ConnectingSocial') })
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument()
    })

    it('with collapseWallets, keeps wallets behind “Continue with a wallet”', async () => {
      const core = await withAuth({ features: { collapseWallets: true } })
      await renderModal(core, { open: true, views: stubViews('EmailLogin') })
      expect(screen.queryByRole('button', { name: 'Memory Wallet' })).not.toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
      expect(screen.getByRole('button', { name: 'Memory Wallet' })).toBeInTheDocument()
    })
  })

  it('reads in Spanish with the locale option', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true, locale: 'es', options: { wallets: listing } })
    expect(await screen.findByRole('dialog', { name: 'Conectar cartera' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Todas las carteras' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Memory Wallet' })).toHaveAccessibleDescription(
      'Instalada',
    )
  })
})
