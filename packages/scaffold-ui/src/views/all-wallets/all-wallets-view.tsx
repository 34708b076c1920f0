import type { Connector } from '@openappkit/controllers'
import { Button, SearchIcon, Skeleton, TextInput } from '@openappkit/ui'
import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from 'react'
import { StatusBlock } from '../../components/status-block.tsx'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useLocale } from '../../i18n/locale-context.tsx'
import {
  buildAllWalletsEntries,
  filterWalletEntries,
} from '../../wallets/build-all-wallets-entries.ts'
import { selectWallet } from '../../wallets/select-wallet.ts'
import type { WalletListing } from '../../wallets/types.ts'
import { usePhonePairing } from '../../wallets/use-phone-pairing.ts'
import { useWalletList } from '../../wallets/use-wallet-list.ts'
import { VirtualList, type VirtualListHandle } from './virtual-list.tsx'
import { WalletListRow } from './wallet-list-row.tsx'

/** Row pitch of the list: a 56 px row and an 8 px gap. */
export const WALLET_ROW_HEIGHT = 64
const LIST_HEIGHT = 384

/** Every wallet, searchable by name, in a windowed list navigable with the arrow keys. */
export function AllWalletsView() {
  const { core, options, scaffold } = useModalContext()
  const { t } = useLocale()
  const { allConnectors } = useAppState('connectors')
  const { activeChain } = useAppState('chains')
  const list = useWalletList()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const listRef = useRef<VirtualListHandle>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  usePhonePairing()

  const connectors = allConnectors as readonly Connector[]
  const listing = list.wallets as readonly WalletListing[]
  const entries = useMemo(
    () =>
      buildAllWalletsEntries({
        connectors,
        listing,
        customWallets: options.customWallets,
        featuredWalletIds: options.featuredWalletIds,
        activeChain,
        connectorImages: options.connectorImages,
      }),
    [connectors, listing, options, activeChain],
  )
  const results = useMemo(
    () => filterWalletEntries(entries, deferredQuery),
    [entries, deferredQuery],
  )
  const loading = list.status === 'loading' || list.status === 'idle'

  let content: ReactNode
  if (list.status === 'error' && entries.length === 0) {
    content = (
      <StatusBlock
        tone="error"
        title={t('allWallets.error')}
        description={list.error}
        actions={
          <Button variant="secondary" onClick={list.retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  } else if (loading && entries.length === 0) {
    content = (
      <div className="apkt-skeleton-list" role="status">
        <span className="apkt-visually-hidden">{t('allWallets.loading')}</span>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={56} shape="rect" />
        ))}
      </div>
    )
  } else if (results.length === 0) {
    content = (
      <StatusBlock
        tone="neutral"
        icon={<SearchIcon size={28} />}
        title={t('allWallets.emptyTitle')}
        description={
          deferredQuery.trim()
            ? t('allWallets.emptyQuery', { query: deferredQuery.trim() })
            : undefined
        }
      />
    )
  } else {
    content = (
      <VirtualList
        key={deferredQuery}
        handleRef={listRef}
        items={results}
        getKey={(entry) => entry.key}
        rowHeight={WALLET_ROW_HEIGHT}
        height={LIST_HEIGHT}
        label={t('allWallets.listLabel')}
        onExitStart={() => searchRef.current?.focus()}
        renderRow={(entry, _index, row) => (
          <WalletListRow
            entry={entry}
            row={row}
            onSelect={(item) => selectWallet({ core, scaffold }, item)}
          />
        )}
      />
    )
  }

  return (
    <div className="apkt-view">
      <div className="apkt-search">
        <TextInput
          ref={searchRef}
          type="search"
          label={t('allWallets.search')}
          hideLabel
          placeholder={t('allWallets.search')}
          leadingIcon={<SearchIcon size={18} />}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' || results.length === 0) return
            event.preventDefault()
            listRef.current?.focusRow(0)
          }}
        />
      </div>
      <p className="apkt-live" aria-live="polite">
        {loading ? '' : t('allWallets.results', { count: results.length })}
      </p>
      {/* As tall as a full list whatever the search leaves: the view keeps its height, so on a
          phone the bottom sheet (anchored at the bottom) does not move the search box up and
          down while the person types. */}
      <div style={{ minHeight: LIST_HEIGHT }}>{content}</div>
    </div>
  )
}
