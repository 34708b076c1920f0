import { useState } from 'react'
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Avatar,
  BackIcon,
  Button,
  CardIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  Chip,
  ClockIcon,
  CloseIcon,
  CoinIcon,
  CopyIcon,
  ExternalIcon,
  ExternalLink,
  HelpIcon,
  InfoIcon,
  Link,
  NetworkIcon,
  NetworkImage,
  QrIcon,
  SearchIcon,
  Skeleton,
  Spinner,
  SwapIcon,
  Tabs,
  Text,
  Toast,
  TokenImage,
  Tooltip,
  WalletIcon,
  WalletImage,
  WarningIcon,
} from '../src/index.ts'
import { brokenImage, networkImages, tokenImages, walletImages } from './assets.ts'
import { Card } from './card.tsx'

const addresses = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
]

/** Avatars and entity images with their fallbacks. */
export function ImagesCard() {
  return (
    <Card title="Avatars and images">
      <div className="gallery-row">
        {addresses.map((address, index) => (
          <Avatar
            key={address}
            address={address}
            label={`Account ${index + 1}`}
            size={index === 0 ? 56 : 40}
          />
        ))}
        <Avatar
          address={addresses[0] ?? ''}
          src={walletImages.aurora}
          label="Avatar with image"
          size={40}
        />
      </div>
      <div className="gallery-row">
        <WalletImage src={walletImages.harbor} alt="Harbor" size={48} />
        <WalletImage src={brokenImage} alt="Wallet with broken image" size={48} />
        <WalletImage
          src="http://insecure.example.org/w.png"
          alt="Wallet with http image"
          size={48}
        />
        <NetworkImage src={networkImages.base} alt="Base" size={40} />
        <NetworkImage alt="Network without image" size={40} />
        <TokenImage src={tokenImages.usdc} alt="USDC" size={32} />
        <TokenImage src={brokenImage} alt="Token with broken image" size={32} />
      </div>
    </Card>
  )
}

/** Toasts, spinners and skeletons. */
export function FeedbackCard() {
  return (
    <Card title="Feedback">
      <div className="gallery-stack-start">
        <Toast variant="success" message="Address copied" />
        <Toast variant="loading" message="Waiting for the wallet to approve the request" />
        <Toast
          variant="error"
          message="Request rejected by the wallet"
          onClose={() => {}}
          closeLabel="Dismiss"
        />
      </div>
      <div className="gallery-row">
        <Spinner size={16} />
        <Spinner size={24} />
        <Spinner size={32} label="Loading" />
      </div>
      <div className="gallery-skeleton-row">
        <Skeleton shape="circle" width={40} height={40} />
        <div className="gallery-skeleton-lines">
          <Skeleton width="60%" height={14} />
          <Skeleton width="35%" height={12} />
        </div>
        <Skeleton shape="rect" width={64} height={24} />
      </div>
    </Card>
  )
}

type TabId = 'tokens' | 'nfts' | 'activity'

/** Tabs, chips, tooltip, type and links. */
export function NavigationCard() {
  const [tab, setTab] = useState<TabId>('tokens')
  return (
    <Card title="Tabs, chips, tooltip, text">
      <Tabs<TabId>
        label="Account sections"
        items={[
          { id: 'tokens', label: 'Tokens' },
          { id: 'nfts', label: 'NFTs', disabled: true },
          { id: 'activity', label: 'Activity' },
        ]}
        selectedId={tab}
        onSelect={setTab}
      >
        <Text variant="caption" tone="secondary">
          Panel: {tab}
        </Text>
      </Tabs>
      <div className="gallery-row">
        <Chip>RECENT</Chip>
        <Chip tone="accent">QR CODE</Chip>
        <Chip tone="success">INSTALLED</Chip>
        <Chip tone="warning">UNSUPPORTED</Chip>
        <Chip tone="error">FAILED</Chip>
        <Chip
          size="md"
          leading={<NetworkImage src={networkImages.arbitrum} size={18} />}
          onClick={() => {}}
        >
          Arbitrum
        </Chip>
      </div>
      <div className="gallery-tooltip-row">
        <Tooltip content="Copies the full address" defaultOpen>
          <Button variant="secondary" size="sm" leadingIcon={<CopyIcon size={16} />}>
            0x5290…9EE7
          </Button>
        </Tooltip>
      </div>
      <Text as="h4" variant="title">
        Title text
      </Text>
      <Text variant="body">
        Body text with a <Link href="https://example.org/docs">link</Link> and an{' '}
        <ExternalLink href="https://example.org/explorer" newTabLabel="(opens in a new tab)">
          external link
        </ExternalLink>
        .
      </Text>
      <Text variant="caption" tone="secondary">
        Caption text in the secondary tone.
      </Text>
      <Text variant="mono" tone="secondary">
        0x52908400098527886E0F7030069857D2E4169EE7
      </Text>
      <div className="gallery-row">
        <Text as="span" variant="caption" tone="success">
          Success
        </Text>
        <Text as="span" variant="caption" tone="warning">
          Warning
        </Text>
        <Text as="span" variant="caption" tone="error">
          Error
        </Text>
        <Text as="span" variant="caption" tone="accent">
          Accent
        </Text>
      </div>
    </Card>
  )
}

const icons = Object.entries({
  CloseIcon,
  BackIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  CopyIcon,
  CheckIcon,
  ExternalIcon,
  SearchIcon,
  WalletIcon,
  QrIcon,
  ArrowUpIcon,
  ArrowDownIcon,
  SwapIcon,
  CardIcon,
  ClockIcon,
  NetworkIcon,
  CoinIcon,
  WarningIcon,
  InfoIcon,
  HelpIcon,
})

/** The icon set. */
export function IconsCard() {
  return (
    <Card title="Icons">
      <div className="gallery-icons">
        {icons.map(([name, Icon]) => (
          <span key={name} className="gallery-icon" title={name}>
            <Icon size={22} />
          </span>
        ))}
      </div>
    </Card>
  )
}
