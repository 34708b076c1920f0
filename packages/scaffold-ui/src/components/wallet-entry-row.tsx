import { WalletRow, type WalletRowTag } from '@openappkit/ui'
import { useT } from '../i18n/locale-context.tsx'
import type { Translate } from '../i18n/types.ts'
import type { WalletEntry, WalletTag } from '../wallets/types.ts'

/** The chip shown for a wallet's tag. */
export function walletTagChip(tag: WalletTag, t: Translate): WalletRowTag {
  if (tag === 'recent') return { label: t('connect.tagRecent') }
  if (tag === 'installed') return { label: t('connect.tagInstalled'), tone: 'success' }
  return { label: t('connect.tagQrCode'), tone: 'accent' }
}

export type WalletEntryRowProps = {
  entry: WalletEntry
  onSelect: (entry: WalletEntry) => void
  disabled?: boolean | undefined
}

/** A wallet row named exactly by the wallet's name, with its tag. */
export function WalletEntryRow({ entry, onSelect, disabled }: WalletEntryRowProps) {
  const t = useT()
  return (
    <WalletRow
      name={entry.name}
      imageSrc={entry.imageUrl}
      tags={entry.tag ? [walletTagChip(entry.tag, t)] : undefined}
      onClick={() => onSelect(entry)}
      disabled={disabled}
    />
  )
}
