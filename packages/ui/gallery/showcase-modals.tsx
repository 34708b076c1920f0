import {
  Button,
  CopyIcon,
  Divider,
  ExternalLink,
  HelpIcon,
  IconButton,
  ModalFrame,
  QrCode,
  QrIcon,
  SearchIcon,
  Text,
  TextInput,
  WalletRow,
} from '../src/index.ts'
import { brokenImage, walletImages } from './assets.ts'

const noop = () => {}
const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Two dialogs built only from primitives: the connect list and the QR view. */
export function ModalShowcase() {
  return (
    <div className="gallery-modals">
      <ModalFrame
        title="Connect Wallet"
        onClose={noop}
        closeLabel="Close"
        headerStart={<IconButton label="What is a wallet?" icon={<HelpIcon />} />}
        focusTrap={{ enabled: false }}
        footer={
          <Text variant="caption" tone="secondary" align="center">
            By connecting you agree to the{' '}
            <ExternalLink href="https://example.org/terms" newTabLabel="(opens in a new tab)">
              Terms
            </ExternalLink>
          </Text>
        }
      >
        <TextInput label="Email" hideLabel placeholder="Email" type="email" />
        <Divider label="or" />
        <WalletRow
          name="Aurora Wallet"
          imageSrc={walletImages.aurora}
          tags={[{ label: 'RECENT' }]}
          onClick={noop}
        />
        <WalletRow
          name="Harbor"
          imageSrc={walletImages.harbor}
          tags={[{ label: 'INSTALLED', tone: 'success' }]}
          onClick={noop}
        />
        <WalletRow
          name="WalletConnect"
          imageSrc={walletImages.link}
          tags={[{ label: 'QR CODE', tone: 'accent' }]}
          onClick={noop}
        />
        <WalletRow
          name="Nimbus Wallet With An Unusually Long Display Name"
          imageSrc={walletImages.nimbus}
          tags={[{ label: 'INSTALLED', tone: 'success' }]}
          onClick={noop}
        />
        <WalletRow name="Broken Image Wallet" imageSrc={brokenImage} onClick={noop} loading />
        <WalletRow name="All wallets" onClick={noop} chevron tags={[{ label: '420+' }]} />
      </ModalFrame>
      <ModalFrame
        title="WalletConnect"
        onClose={noop}
        closeLabel="Close"
        onBack={noop}
        backLabel="Back"
        focusTrap={{ enabled: false }}
      >
        <div className="gallery-qr">
          <QrCode
            value={uri}
            label="QR code for connecting a wallet"
            size={300}
            imageSrc={walletImages.link}
          />
          <Text variant="body-strong" align="center">
            Scan this QR code with your phone
          </Text>
          <div className="gallery-row">
            <Button variant="secondary" size="sm" leadingIcon={<CopyIcon size={16} />}>
              Copy link
            </Button>
            <Button variant="ghost" size="sm" leadingIcon={<QrIcon size={16} />}>
              Open in app
            </Button>
          </div>
          <Button fullWidth size="lg" variant="secondary" leadingIcon={<SearchIcon size={18} />}>
            Search wallets
          </Button>
        </div>
      </ModalFrame>
    </div>
  )
}
