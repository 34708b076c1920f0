import type { Connector } from '@openappkit/controllers'
import { useEffect } from 'react'
import { useAppState, useModalContext } from '../context/modal-context.tsx'
import { isMobileDevice } from '../views/connecting/is-mobile-device.ts'
import { startConnecting } from '../views/connecting/start-connecting.ts'

/**
 * On a phone, starts the WalletConnect pairing while the wallet list shows, so its URI is
 * ready when the visitor taps a wallet: the tap then opens the wallet app at once (see
 * select-wallet.ts). Nothing starts inside a wallet's own browser (its injected provider
 * connects instead), while another attempt runs, or without WalletConnect.
 */
export function usePhonePairing(): void {
  const context = useModalContext()
  const { allConnectors } = useAppState('connectors')
  const { activeChain } = useAppState('chains')
  const connectors = allConnectors as readonly Connector[]
  const walletConnect =
    connectors.find(
      (connector) => connector.type === 'WALLET_CONNECT' && connector.chain === activeChain,
    ) ?? connectors.find((connector) => connector.type === 'WALLET_CONNECT')
  const announced = connectors.some((connector) => connector.type === 'ANNOUNCED')

  useEffect(() => {
    const { core } = context
    // A chain library may list its `window.ethereum` connector with no provider behind it: the
    // provider itself (or an announced wallet) says this is a wallet's own browser.
    const page = core.services.window as { ethereum?: unknown; phantom?: unknown } | undefined
    const inWalletBrowser = announced || page?.ethereum !== undefined || page?.phantom !== undefined
    if (!walletConnect || inWalletBrowser || !isMobileDevice()) return
    if (core.state.connectAttempt.status === 'connecting') return
    const account = activeChain ? core.state.chains.chains[activeChain]?.accountState : undefined
    if (account?.status === 'connected') return
    startConnecting(context, {
      view: 'ConnectingWalletConnect',
      data: { connector: walletConnect },
      prepare: true,
    })
  }, [context, walletConnect, announced, activeChain])
}
