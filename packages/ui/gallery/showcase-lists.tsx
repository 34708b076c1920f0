import { NetworkRow, TokenRow, TransactionRow } from '../src/index.ts'
import { brokenImage, networkImages, tokenImages } from './assets.ts'
import { Card } from './card.tsx'

const noop = () => {}

/** Token balances: ordinary, zero, huge, long names, a broken icon. */
export function TokensCard() {
  return (
    <Card title="Token rows">
      <TokenRow
        name="Ether"
        symbol="ETH"
        quantity="1.2345"
        fiatValue="$4,321.09"
        iconSrc={tokenImages.eth}
      />
      <TokenRow
        name="USD Coin"
        symbol="USDC"
        quantity="0"
        fiatValue="$0.00"
        iconSrc={tokenImages.usdc}
      />
      <TokenRow
        name="A Token With An Extraordinarily Long Name That Cannot Possibly Fit"
        symbol="LONGNAMETOKEN"
        quantity="123,456,789,012,345.678901"
        fiatValue="$98,765,432,109,876.54"
        iconSrc={tokenImages.long}
      />
      <TokenRow
        name="Broken Icon Token"
        symbol="BRK"
        quantity="42"
        iconSrc={brokenImage}
        onClick={noop}
      />
      <TokenRow
        name="Dai Stablecoin"
        symbol="DAI"
        quantity="17.5"
        fiatValue="$17.50"
        iconSrc={tokenImages.dai}
        onClick={noop}
      />
    </Card>
  )
}

/** Networks: selected, unsupported, disabled, without an image. */
export function NetworksCard() {
  return (
    <Card title="Network rows">
      <NetworkRow name="Ethereum" imageSrc={networkImages.ethereum} selected onClick={noop} />
      <NetworkRow name="Base" imageSrc={networkImages.base} onClick={noop} />
      <NetworkRow
        name="Solana"
        imageSrc={networkImages.solana}
        unsupported
        unsupportedLabel="UNSUPPORTED"
        onClick={noop}
      />
      <NetworkRow name="Polygon" imageSrc={networkImages.polygon} disabled onClick={noop} />
      <NetworkRow name="A Devnet Without Any Image At All, Named At Length" onClick={noop} />
    </Card>
  )
}

/** Activity: received, sent pending, swap failed, buy, without image. */
export function ActivityCard() {
  return (
    <Card title="Transaction rows">
      <TransactionRow
        direction="in"
        imageSrc={tokenImages.eth}
        title="Received"
        description="From 0x5290…9EE7"
        amount="+0.5 ETH"
        time="2h ago"
      />
      <TransactionRow
        direction="out"
        imageSrc={tokenImages.usdc}
        title="Sent"
        description="To vitalik.eth"
        amount="-1,250.00 USDC"
        time="now"
        status="pending"
        statusLabel="Pending"
      />
      <TransactionRow
        direction="swap"
        imageSrc={tokenImages.dai}
        title="Swapped"
        description="DAI → ETH"
        amount="-17.5 DAI"
        status="failed"
        statusLabel="Failed"
        onClick={noop}
      />
      <TransactionRow
        direction="buy"
        title="Bought"
        description="Card purchase"
        amount="+100 USDC"
        time="Yesterday"
      />
      <TransactionRow
        direction="out"
        title="Contract interaction with a very long method name"
        description="0x8617E340B3D01FA5F11F306F4090FD50E238070D"
        amount="-123,456,789.123456 ETH"
        time="Mar 3"
      />
    </Card>
  )
}
