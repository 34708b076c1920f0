import { AppKitError } from '@openappkit/common/errors'
import { mainnet } from '@openappkit/common/networks'
import type { Connector } from '@openappkit/controllers'
import { pushView, setConnectors } from '@openappkit/controllers/internal'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import { openDeepLink } from './open-deep-link.ts'

vi.mock('./open-deep-link.ts', () => ({ openDeepLink: vi.fn() }))

const uri = 'wc:7f6e50@2?relay-protocol=irn&symKey=587d54'
const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
  chains: [mainnet],
}
const wallets = [
  {
    id: 'alpha',
    name: 'Alpha Wallet',
    mobileLink: 'https://alpha.example/',
    desktopLink: 'alpha://',
    webappLink: 'javascript:alert(1)',
  },
]

describe('ConnectingWalletConnectView', () => {
  it('says WalletConnect is not set up when there is no connector and no URI', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'ConnectingWalletConnectBasic' } })
    expect(
      screen.getByRole('heading', { name: 'WalletConnect is not available' }),
    ).toBeInTheDocument()
  })

  it('draws the QR of the URI with copy and app links of the picked wallet', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const { core } = await createTestCore()
    const { scaffold } = await renderModal(core, { open: true, options: { wallets } })
    await act(async () => {
      scaffold.walletConnectUri = uri
      pushView(core, {
        view: 'ConnectingWalletConnect',
        data: { wallet: { id: 'alpha', name: 'Alpha Wallet' } },
      })
    })
    expect(await screen.findByRole('dialog', { name: 'Alpha Wallet' })).toBeInTheDocument()
    await settle()
    expect(
      screen.getByRole('img', { name: 'QR code to connect with WalletConnect' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Scan this QR code with Alpha Wallet')).toBeInTheDocument()
    const encoded = encodeURIComponent(uri)
    expect(screen.getByRole('link', { name: 'Open Alpha Wallet' })).toHaveAttribute(
      'href',
      `https://alpha.example/wc?uri=${encoded}`,
    )
    expect(screen.getByRole('link', { name: 'Open desktop app' })).toHaveAttribute(
      'href',
      `alpha://wc?uri=${encoded}`,
    )
    expect(screen.queryByRole('link', { name: 'Open web app' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(uri)
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied')
  })

  it('connects through the WalletConnect connector, waiting for its URI', async () => {
    const { core, adapter } = await createTestCore()
    setConnectors(core, { connectors: [walletConnect] })
    let resolveConnect: (() => void) | undefined
    const connect = vi.spyOn(adapter, 'connect').mockImplementation(
      () =>
        new Promise((resolve) => {
          resolveConnect = () =>
            resolve({ id: 'walletConnect', type: 'WALLET_CONNECT', address: '0xabc', chainId: 1 })
        }),
    )
    const { scaffold } = await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    await settle()
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing the connection link')
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ id: 'walletConnect' }))
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    expect(
      screen.getByRole('img', { name: 'QR code to connect with WalletConnect' }),
    ).toBeInTheDocument()
    await act(async () => resolveConnect?.())
    expect(core.state.modal.open).toBe(false)
  })

  it('pairs once under StrictMode, keeping the URI of the running attempt', async () => {
    const { core, adapter } = await createTestCore()
    setConnectors(core, { connectors: [walletConnect] })
    const connect = vi.spyOn(adapter, 'connect').mockImplementation(() => new Promise(() => {}))
    const { scaffold } = await renderModal(core, { open: true, strict: true })
    await userEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    await settle()
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    // Back and the same choice again: the pairing in progress is the one to scan.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await userEvent.click(screen.getByRole('button', { name: 'WalletConnect' }))
    await settle()
    expect(connect).toHaveBeenCalledTimes(1)
    expect(scaffold.walletConnectUri).toBe(uri)
    expect(
      screen.getByRole('img', { name: 'QR code to connect with WalletConnect' }),
    ).toBeInTheDocument()
  })

  it('shows the failure with a retry that asks for a fresh URI', async () => {
    const { core, adapter } = await createTestCore()
    setConnectors(core, { connectors: [walletConnect] })
    const connect = vi
      .spyOn(adapter, 'connect')
      .mockRejectedValueOnce({ code: 4001, message: 'rejected' })
      .mockImplementationOnce(() => new Promise(() => {}))
    const { scaffold } = await renderModal(core, { open: { view: 'ConnectingWalletConnectBasic' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection rejected')
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(connect).toHaveBeenCalledTimes(2)
    expect(scaffold.walletConnectUri).toBeUndefined()
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the connection link')
  })

  it('draws a fresh QR code by itself when the one on screen expires', async () => {
    const { core, adapter } = await createTestCore()
    setConnectors(core, { connectors: [walletConnect] })
    // The proposal expires after its QR code was shown, so the rejection waits for the URI.
    let expire: (error: AppKitError) => void = () => {}
    const connect = vi
      .spyOn(adapter, 'connect')
      .mockImplementationOnce(
        () =>
          new Promise((_, reject) => {
            expire = reject
          }),
      )
      .mockImplementationOnce(() => new Promise(() => {}))
    const { scaffold } = await renderModal(core, { open: { view: 'ConnectingWalletConnectBasic' } })
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    expect(screen.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible()
    await act(async () => {
      expire(new AppKitError('WALLETCONNECT_PAIRING_EXPIRED'))
    })
    expect(connect).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => {
      scaffold.walletConnectUri = `${uri}-fresh`
    })
    expect(screen.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible()
  })

  it('offers to search wallets from the basic view', async () => {
    const { core } = await createTestCore()
    const { scaffold } = await renderModal(core, { open: { view: 'ConnectingWalletConnectBasic' } })
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    await userEvent.click(screen.getByRole('button', { name: 'Search wallets' }))
    expect(core.state.router.view).toBe('AllWallets')
  })
})

describe('WalletConnect on a phone', () => {
  const phone = () =>
    vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')
  const phoneWallets = [
    {
      id: 'alpha',
      name: 'Alpha Wallet',
      mobileLink: 'alpha://',
      universalLink: 'https://alpha.example/',
    },
    { id: 'beta', name: 'Beta Wallet', browseLink: 'https://beta.example/browse/{url}' },
  ]

  it("starts no pairing inside a wallet's own browser: its injected wallet connects", async () => {
    phone()
    const { core, adapter } = await createTestCore()
    // The wallet's browser announces it (EIP-6963).
    core.state.connectors.allConnectors = [
      walletConnect,
      {
        id: 'io.metamask',
        type: 'ANNOUNCED',
        name: 'MetaMask',
        chain: 'eip155',
        chains: [mainnet],
      },
    ]
    const connect = vi.spyOn(adapter, 'connect')
    await renderModal(core, { open: true, options: { wallets: phoneWallets } })
    await settle()
    expect(connect).not.toHaveBeenCalled()
  })

  it('pairs while the list shows; the tap opens the universal link with the URI at once', async () => {
    phone()
    vi.mocked(openDeepLink).mockClear()
    const { core, adapter } = await createTestCore()
    // A phone browser: the chain library lists its `window.ethereum` connector, but the page
    // has no provider behind it (and no wallet announced itself).
    setConnectors(core, { connectors: [walletConnect] })
    const connect = vi.spyOn(adapter, 'connect').mockImplementation(() => new Promise(() => {}))
    const { scaffold } = await renderModal(core, { open: true, options: { wallets: phoneWallets } })
    await settle()
    // The Connect view started the pairing: its URI is ready before any tap. The account does
    // not show connecting while the visitor has picked nothing.
    expect(connect).toHaveBeenCalledTimes(1)
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    await userEvent.click(screen.getByRole('button', { name: /Alpha Wallet/ }))
    const href = `https://alpha.example/wc?uri=${encodeURIComponent(uri)}`
    // Opened by the click itself, not by a view effect after it.
    expect(openDeepLink).toHaveBeenCalledTimes(1)
    expect(openDeepLink).toHaveBeenCalledWith(href)
    expect(await screen.findByRole('heading', { name: 'Continue in Alpha Wallet' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open Alpha Wallet' })).toHaveAttribute('href', href)
    expect(screen.queryByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeNull()
    await settle()
    // The same pairing, no second prompt, and nothing opened again by itself.
    expect(connect).toHaveBeenCalledTimes(1)
    expect(openDeepLink).toHaveBeenCalledTimes(1)
  })

  it('offers the link once the URI arrives when the tap came first, opening nothing by itself', async () => {
    phone()
    vi.mocked(openDeepLink).mockClear()
    const { core, adapter } = await createTestCore()
    core.state.connectors.allConnectors = [walletConnect]
    vi.spyOn(adapter, 'connect').mockImplementation(() => new Promise(() => {}))
    const { scaffold } = await renderModal(core, { open: true, options: { wallets: phoneWallets } })
    await userEvent.click(screen.getByRole('button', { name: /Alpha Wallet/ }))
    expect(await screen.findByRole('heading', { name: 'Continue in Alpha Wallet' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Preparing the connection link' })).toBeDisabled()
    await act(async () => {
      scaffold.walletConnectUri = uri
    })
    expect(screen.getByRole('link', { name: 'Open Alpha Wallet' })).toHaveAttribute(
      'href',
      `https://alpha.example/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(openDeepLink).not.toHaveBeenCalled()
  })

  it("opens this page in the wallet's own browser for a wallet that pairs no session", async () => {
    phone()
    vi.mocked(openDeepLink).mockClear()
    const { core, adapter } = await createTestCore()
    core.state.connectors.allConnectors = [walletConnect]
    vi.spyOn(adapter, 'connect').mockImplementation(() => new Promise(() => {}))
    await renderModal(core, { open: true, options: { wallets: phoneWallets } })
    await userEvent.click(screen.getByRole('button', { name: /Beta Wallet/ }))
    const href = `https://beta.example/browse/${encodeURIComponent(window.location.href)}`
    expect(openDeepLink).toHaveBeenCalledWith(href)
    expect(
      await screen.findByText('This page opens in Beta Wallet: connect from there.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open Beta Wallet' })).toHaveAttribute('href', href)
  })
})
