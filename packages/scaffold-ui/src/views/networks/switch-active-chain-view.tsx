import type { CaipNetwork } from '@openappkit/common/networks'
import { switchNetwork } from '@openappkit/controllers'
import { pushView, type RouterData, replaceView } from '@openappkit/controllers/internal'
import { Button, NetworkImage } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useLiveNetwork } from './use-networks.ts'

/**
 * The picked network is in another namespace with no wallet there (docs/project/behaviour.md §2):
 * explain, then make that namespace active and go to Connect (replacing this view when the data
 * says so).
 */
export function SwitchActiveChainView() {
  const { core, options } = useModalContext()
  const t = useT()
  const router = useAppState('router')
  const data = router.data as RouterData | undefined
  const live = useLiveNetwork()
  const network = live(data?.network as CaipNetwork | undefined)
  const task = useTask(async () => {
    if (!network) return
    await switchNetwork(core, { caipNetwork: network })
    const target = { view: data?.navigateTo ?? 'Connect' } as const
    if (data?.navigateWithReplace) replaceView(core, target)
    else pushView(core, target)
  })

  if (!network) {
    return <StatusBlock tone="error" title={t('switchNetwork.missingTitle')} />
  }
  const chain = t(`namespace.${data?.switchToChain ?? network.chainNamespace}`)
  return (
    <div className="apkt-view">
      <StatusBlock
        tone="neutral"
        visual={<NetworkImage src={options.networkImages?.[network.caipNetworkId]} size={64} />}
        title={t('switchActiveChain.heading', { chain })}
        description={t('switchActiveChain.description', { network: network.name, chain })}
      />
      {task.state.status === 'error' ? (
        <p className="apkt-inline-error" role="alert">
          {task.state.message}
        </p>
      ) : null}
      <Button
        size="lg"
        fullWidth
        loading={task.state.status === 'pending'}
        onClick={() => void task.start()}
      >
        {t('switchActiveChain.action', { chain })}
      </Button>
    </div>
  )
}
