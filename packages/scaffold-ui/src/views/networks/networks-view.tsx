import type { CaipNetwork } from '@openappkit/common/networks'
import { goBack, requestNetworkSwitch } from '@openappkit/controllers/internal'
import { NetworkIcon, Text } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { NetworkList } from './network-list.tsx'
import { useLiveNetwork, useNetworkRows } from './use-networks.ts'

/**
 * Every configured network, the active one selected and those the wallet rejects marked. A pick
 * goes through the router rules of docs/project/behaviour.md §2: a direct switch returns to the
 * previous view, otherwise SwitchNetwork or SwitchActiveChain takes over.
 */
export function NetworksView() {
  const { core } = useModalContext()
  const t = useT()
  const rows = useNetworkRows()
  const chains = useAppState('chains')
  const connected =
    chains.activeChain !== undefined &&
    chains.chains[chains.activeChain]?.accountState.caipAddress !== undefined
  const live = useLiveNetwork()
  const choose = useTask(async (network: CaipNetwork) => {
    const caipNetwork = live(network)
    if (!caipNetwork) return
    const outcome = await requestNetworkSwitch(core, { caipNetwork })
    if (
      (outcome === 'switched' || outcome === 'unchanged') &&
      core.state.router.view === 'Networks'
    ) {
      goBack(core)
    }
  })

  if (rows.length === 0) {
    return (
      <StatusBlock
        tone="neutral"
        icon={<NetworkIcon size={28} />}
        title={t('networks.emptyTitle')}
        description={t('networks.emptyDescription')}
      />
    )
  }
  const pending = choose.state.status === 'pending'
  return (
    <div className="apkt-view">
      {connected ? (
        <Text variant="caption" tone="secondary" className="apkt-hint">
          {t('networks.hint')}
        </Text>
      ) : null}
      <NetworkList
        rows={rows}
        pending={pending}
        markUnsupported
        onChoose={(network) => void choose.start(network)}
      />
      {choose.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {choose.state.message}
        </p>
      ) : null}
    </div>
  )
}
