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
  const inWalletBrowser = connectors.some(
    (connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
  )

  useEffect(() => {
    if (!walletConnect || inWalletBrowser || !isMobileDevice()) return
    const { core } = context
    if (core.state.connectAttempt.status === 'connecting') return
    const account = activeChain ? core.state.chains.chains[activeChain]?.accountState : undefined
    if (account?.status === 'connected') return
    startConnecting(context, {
      view: 'ConnectingWalletConnect',
      data: { connector: walletConnect },
    })
  }, [context, walletConnect, inWalletBrowser, activeChain])
}
