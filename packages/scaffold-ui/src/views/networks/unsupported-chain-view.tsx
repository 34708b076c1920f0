import type { CaipNetwork } from '@openappkit/common/networks'
import { disconnect, switchNetwork } from '@openappkit/controllers'
import { closeModal } from '@openappkit/controllers/internal'
import { Button, Text } from '@openappkit/ui'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { NetworkList } from './network-list.tsx'
import { useLiveNetwork, useNetworkRows } from './use-networks.ts'

/**
 * The wallet is on a network the site does not support (docs/project/behaviour.md §4): the site's
 * networks of that namespace, switched to directly, or Disconnect.
 */
export function UnsupportedChainView() {
  const { core } = useModalContext()
  const t = useT()
  const modal = useAppState('modal')
  const { activeChain } = useAppState('chains')
  const namespace = modal.namespace ?? activeChain
  const rows = useNetworkRows(namespace)
  const live = useLiveNetwork()
  const choose = useTask(async (network: CaipNetwork) => {
    const caipNetwork = live(network)
    if (!caipNetwork) return
    await switchNetwork(core, { caipNetwork })
    if (core.state.router.view === 'UnsupportedChain') closeModal(core)
  })
  const leave = useTask(async () => {
    await disconnect(core)
    closeModal(core)
  })
  const pending = choose.state.status === 'pending'
  const error =
    choose.state.status === 'error'
      ? choose.state.message
      : leave.state.status === 'error'
        ? leave.state.message
        : undefined

  return (
    <div className="apkt-view">
      <div className="apkt-stack apkt-stack--tight">
        <Text as="h3" variant="subtitle" align="center">
          {t('unsupported.heading')}
        </Text>
        <Text variant="caption" tone="secondary" align="center">
          {t('unsupported.description')}
        </Text>
      </div>
      <NetworkList
        rows={rows}
        pending={pending}
        onChoose={(network) => void choose.start(network)}
      />
      {error ? (
        <p className="apkt-inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        loading={leave.state.status === 'pending'}
        onClick={() => void leave.start()}
      >
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
