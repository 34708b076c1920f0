import type { CaipNetwork } from '@openappkit/common/networks'
import { goBack, type RouterData, switchNetwork } from '@openappkit/controllers'
import { Button, NetworkImage } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useLiveNetwork } from './use-networks.ts'

/**
 * Asks the wallet to switch to the network in the router data, as soon as the view shows. On
 * success it steps back past the network list; a refusal can be retried.
 */
export function SwitchNetworkView() {
  const { core, options } = useModalContext()
  const t = useT()
  const router = useAppState('router')
  const live = useLiveNetwork()
  const network = live((router.data as RouterData | undefined)?.network as CaipNetwork | undefined)
  const task = useTask(
    async () => {
      if (!network) return
      await switchNetwork(core, { caipNetwork: network })
      // Read afresh each time: goBack changes the view.
      const currentView = () => core.state.router.view
      if (currentView() !== 'SwitchNetwork') return
      goBack(core)
      if (currentView() === 'Networks') goBack(core)
    },
    { auto: true, key: network?.caipNetworkId },
  )

  if (!network) {
    return <StatusBlock tone="error" title={t('switchNetwork.missingTitle')} />
  }
  const image = <NetworkImage src={options.networkImages?.[network.caipNetworkId]} size={64} />
  if (task.state.status === 'error') {
    return (
      <StatusBlock
        tone="error"
        visual={image}
        title={t('switchNetwork.failedTitle')}
        description={task.state.message}
        actions={
          <Button variant="secondary" onClick={() => void task.start()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  return (
    <StatusBlock
      tone="loading"
      visual={image}
      title={t('switchNetwork.heading')}
      description={t('switchNetwork.description', { network: network.name })}
    />
  )
}
