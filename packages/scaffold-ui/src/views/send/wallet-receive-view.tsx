import { showErrorToast, showSuccessToast } from '@openappkit/controllers/internal'
import { Button, CopyIcon, NetworkImage, QrCode } from '@openappkit/ui'
import { copyText } from '../../components/copy-text.ts'
import { NoAccount } from '../../components/no-account.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { connectorImage } from '../../wallets/build-connect-entries.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { useActiveAccount } from '../account/use-active-account.ts'

/**
 * The account's address as a QR code (the wallet's icon in the middle, else the network's) with
 * a copy button, and the networks of this namespace the address receives on.
 */
export function WalletReceiveView() {
  const { core, options, scaffold } = useModalContext()
  const t = useT()
  const { namespace, account, network, connector } = useActiveAccount()
  const chains = useAppState('chains')
  const address = account?.address
  if (!namespace || !address) return <NoAccount />

  const networkImage = network ? options.networkImages?.[network.caipNetworkId] : undefined
  const walletImage = connector
    ? connectorImage(
        connector,
        scaffold.walletList.wallets as readonly WalletListing[],
        options.connectorImages,
      )
    : undefined
  const networks = chains.chains[namespace]?.networkState.caipNetworks ?? []
  const copy = async () => {
    if (await copyText(address)) showSuccessToast(core, 'ADDRESS_COPIED')
    else showErrorToast(core, 'COPY_FAILED')
  }
  return (
    <div className="apkt-view">
      <div className="apkt-qr-block">
        <QrCode
          value={address}
          label={t('receive.qrLabel')}
          size={232}
          imageSrc={walletImage ?? networkImage}
          showImage
        />
      </div>
      <div className="apkt-receive__address">
        <span className="apkt-visually-hidden">{t('receive.addressLabel')}: </span>
        <code>{address}</code>
      </div>
      <Button
        variant="secondary"
        fullWidth
        leadingIcon={<CopyIcon size={16} />}
        onClick={() => void copy()}
      >
        {t('receive.copyAddress')}
      </Button>
      {networks.length > 0 ? (
        <div className="apkt-receive__networks">
          <p className="apkt-note">{t('receive.networksNote')}</p>
          <ul className="apkt-chips" aria-label={t('common.network')}>
            {networks.map((item) => (
              <li key={item.caipNetworkId} className="apkt-chip-network">
                <NetworkImage src={options.networkImages?.[item.caipNetworkId]} size={20} />
                <span>{item.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
