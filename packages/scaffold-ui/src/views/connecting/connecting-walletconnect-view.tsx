import type { Connector } from '@openappkit/controllers'
import type { RouterData } from '@openappkit/controllers/internal'
import { useAppState, useModalContext, useScaffoldState } from '../../context/modal-context.tsx'
import { connectorImage } from '../../wallets/build-connect-entries.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { WalletConnectPanel } from './walletconnect-panel.tsx'

function useWalletConnectConnector(): Connector | undefined {
  const router = useAppState('router')
  const { allConnectors } = useAppState('connectors')
  const picked = (router.data as RouterData | undefined)?.connector as Connector | undefined
  if (picked?.type === 'WALLET_CONNECT') return picked
  return (allConnectors as readonly Connector[]).find((item) => item.type === 'WALLET_CONNECT')
}

/** WalletConnect for a picked wallet (its name, image and app links) or on its own. */
export function ConnectingWalletConnectView() {
  const { options } = useModalContext()
  const router = useAppState('router')
  const { walletList } = useScaffoldState()
  const connector = useWalletConnectConnector()
  const listing = walletList.wallets as readonly WalletListing[]
  const picked = (router.data as RouterData | undefined)?.wallet
  const wallet = picked
    ? (listing.find((item) => item.id === picked.id) ??
      options.customWallets?.find((item) => item.id === picked.id) ?? {
        id: picked.id,
        name: picked.name ?? picked.id,
      })
    : undefined
  const imageUrl =
    wallet?.imageUrl ??
    (connector ? connectorImage(connector, listing, options.connectorImages) : undefined)
  return (
    <WalletConnectPanel
      connector={connector}
      wallet={wallet}
      imageUrl={imageUrl}
      view="ConnectingWalletConnect"
    />
  )
}

/** The plain WalletConnect QR: no wallet picked, with a way to search the wallet list. */
export function ConnectingWalletConnectBasicView() {
  const { options } = useModalContext()
  const { walletList } = useScaffoldState()
  const connector = useWalletConnectConnector()
  const listing = walletList.wallets as readonly WalletListing[]
  return (
    <WalletConnectPanel
      connector={connector}
      imageUrl={connector ? connectorImage(connector, listing, options.connectorImages) : undefined}
      view="ConnectingWalletConnectBasic"
    />
  )
}
