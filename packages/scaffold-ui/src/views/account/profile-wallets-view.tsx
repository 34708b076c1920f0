import type { ChainNamespace } from '@openappkit/common/caip'
import { truncateAddress } from '@openappkit/common/format'
import { type Connector, disconnect } from '@openappkit/controllers'
import {
  type Connection,
  isSameAddress,
  pushView,
  switchConnection,
} from '@openappkit/controllers/internal'
import { Button, Chip, WalletIcon, WalletImage } from '@openappkit/ui'
import { useState } from 'react'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext, useScaffoldState } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { connectorImage } from '../../wallets/build-connect-entries.ts'
import { findConnector } from '../../wallets/find-connector.ts'
import type { WalletListing } from '../../wallets/types.ts'

type AccountRow = {
  key: string
  namespace: ChainNamespace
  connection: Connection
  address: string
  active: boolean
}

function rowsOf(
  namespace: ChainNamespace,
  connections: readonly Connection[],
  isActive: (connection: Connection, address: string) => boolean,
): AccountRow[] {
  return connections.flatMap((connection) =>
    connection.accounts.map((account) => ({
      key: `${namespace}:${connection.connectorId}:${account.address}`,
      namespace,
      // One account per row: the controllers see “this account of that wallet” as the target.
      connection: { ...connection, accounts: [account] },
      address: account.address,
      active: isActive(connection, account.address),
    })),
  )
}

/**
 * The wallets connected now and used recently, per namespace: the active account is marked,
 * any other can be switched to (reconnecting it when needed), a namespace can be disconnected,
 * and another wallet added.
 */
export function ProfileWalletsView() {
  const { core, options } = useModalContext()
  const t = useT()
  const { connections, recentConnections } = useAppState('connections')
  const chains = useAppState('chains')
  const { allConnectors, activeConnectorIds } = useAppState('connectors')
  const { walletList } = useScaffoldState()
  const [pendingKey, setPendingKey] = useState<string | undefined>(undefined)
  const switching = useTask(async (row: AccountRow) => {
    setPendingKey(row.key)
    try {
      await switchConnection(core, {
        connection: row.connection,
        namespace: row.namespace,
        address: row.address,
      })
    } finally {
      setPendingKey(undefined)
    }
  })
  const leaving = useTask(async (namespace: ChainNamespace) => {
    await disconnect(core, { namespace })
  })

  const namespaces = Object.keys(chains.chains) as ChainNamespace[]
  const sections = namespaces
    .map((namespace) => {
      const accountAddress = chains.chains[namespace]?.accountState.address
      const activeId = activeConnectorIds[namespace]
      const isActive = (connection: Connection, address: string) =>
        connection.connectorId === activeId && isSameAddress(namespace, address, accountAddress)
      const live = rowsOf(namespace, (connections[namespace] ?? []) as Connection[], isActive)
      const recent = rowsOf(
        namespace,
        (recentConnections[namespace] ?? []) as Connection[],
        () => false,
      ).filter((row) => !live.some((known) => known.key === row.key))
      return { namespace, rows: [...live, ...recent], connected: accountAddress !== undefined }
    })
    .filter((section) => section.rows.length > 0)

  const addWallet = (
    <Button
      variant="secondary"
      size="lg"
      fullWidth
      onClick={() => pushView(core, { view: 'Connect' })}
    >
      {t('profile.addWallet')}
    </Button>
  )
  if (sections.length === 0) {
    return (
      <StatusBlock
        tone="neutral"
        icon={<WalletIcon size={28} />}
        title={t('profile.emptyTitle')}
        description={t('profile.emptyDescription')}
        actions={addWallet}
      />
    )
  }

  const listing = walletList.wallets as readonly WalletListing[]
  const connectorOf = (row: AccountRow): Connector | undefined =>
    findConnector(allConnectors as readonly Connector[], row.connection.connectorId, row.namespace)
  return (
    <div className="apkt-view">
      {sections.map((section) => (
        <section
          key={section.namespace}
          className="apkt-stack"
          aria-labelledby={`apkt-ns-${section.namespace}`}
        >
          <div className="apkt-profile__section">
            <h3 id={`apkt-ns-${section.namespace}`} className="apkt-section-label">
              {t(`namespace.${section.namespace}`)}
            </h3>
            {section.connected ? (
              <Button
                variant="ghost"
                size="sm"
                loading={leaving.state.status === 'pending'}
                onClick={() => void leaving.start(section.namespace)}
              >
                {t('profile.disconnectChain', { chain: t(`namespace.${section.namespace}`) })}
              </Button>
            ) : null}
          </div>
          <ul className="apkt-list">
            {section.rows.map((row) => {
              const connector = connectorOf(row)
              const name = connector?.name ?? row.connection.connectorId
              return (
                <li key={row.key}>
                  <div className="apkt-profile__row">
                    <WalletImage
                      src={
                        connector
                          ? connectorImage(connector, listing, options.connectorImages)
                          : undefined
                      }
                      size={40}
                    />
                    <span className="apkt-row__content">
                      <span className="apkt-row__title">{name}</span>
                      <span className="apkt-row__description">{truncateAddress(row.address)}</span>
                    </span>
                    {row.active ? (
                      <Chip tone="success">{t('profile.active')}</Chip>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('profile.switchTo', {
                          name,
                          address: truncateAddress(row.address),
                        })}
                        loading={pendingKey === row.key}
                        onClick={() => void switching.start(row)}
                      >
                        {t('profile.switch')}
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {switching.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {switching.state.message}
        </p>
      ) : null}
      {leaving.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {leaving.state.message}
        </p>
      ) : null}
      {addWallet}
    </div>
  )
}
