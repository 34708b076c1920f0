import { Chip, ListRow, WalletImage } from '@openappkit/ui'
import { useId } from 'react'
import { walletTagChip } from '../../components/wallet-entry-row.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import type { WalletEntry } from '../../wallets/types.ts'
import type { VirtualRowProps } from './virtual-list.tsx'

export type WalletListRowProps = {
  entry: WalletEntry
  row: VirtualRowProps
  onSelect: (entry: WalletEntry) => void
}

/** A wallet row of the windowed list: named by the wallet, its tag read as the description. */
export function WalletListRow({ entry, row, onSelect }: WalletListRowProps) {
  const t = useT()
  const tagsId = useId()
  const tag = entry.tag ? walletTagChip(entry.tag, t) : undefined
  return (
    <ListRow
      ref={row.ref}
      tabIndex={row.tabIndex}
      onFocus={row.onFocus}
      leading={<WalletImage src={entry.imageUrl} size={40} />}
      title={entry.name}
      aria-describedby={tag ? tagsId : undefined}
      trailing={
        tag ? (
          <span id={tagsId} className="apkt-row__tags" aria-hidden="true">
            <Chip tone={tag.tone ?? 'neutral'}>{tag.label}</Chip>
          </span>
        ) : null
      }
      onClick={() => onSelect(entry)}
    />
  )
}
