import type { CaipNetwork } from '@openappkit/common/networks'
import { NetworkRow } from '@openappkit/ui'
import { useT } from '../../i18n/locale-context.tsx'
import type { useNetworkRows } from './use-networks.ts'

export type NetworkListProps = {
  rows: ReturnType<typeof useNetworkRows>
  /** A switch is under way: rows stay enabled (a disabled button drops focus), picks wait. */
  pending: boolean
  onChoose(network: CaipNetwork): void
  /** Mark the networks the connected wallet rejects. */
  markUnsupported?: boolean | undefined
}

/** The networks to pick from, the active one selected. */
export function NetworkList({ rows, pending, onChoose, markUnsupported }: NetworkListProps) {
  const t = useT()
  return (
    <ul className="apkt-list" aria-label={t('networks.listLabel')} aria-busy={pending || undefined}>
      {rows.map((row) => (
        <li key={row.network.caipNetworkId}>
          <NetworkRow
            name={row.network.name}
            imageSrc={row.imageUrl}
            selected={row.selected}
            {...(markUnsupported
              ? { unsupported: row.unsupported, unsupportedLabel: t('networks.unsupported') }
              : {})}
            onClick={() => {
              if (!pending) onChoose(row.network)
            }}
          />
        </li>
      ))}
    </ul>
  )
}
