import type { CaipNetwork } from '@openappkit/common/networks'
import { switchNetwork } from '@openappkit/controllers'
import { goBack, type RouterData } from '@openappkit/controllers/internal'
import { Button, NetworkImage } from '@openappkit/ui'
import { StatusBlock } from '../../components/status-block.tsx'
import { useTask } from '../../components/use-task.ts'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useLiveNetwork } from './use-networks.ts'

/**
 * Asks the wallet to switch to the network in the router data, as soon as the view shows: the
 * target network by name and image, "Approve in your wallet", and — while the wallet has not
 * answered (its prompt closed unseen, a phone asleep) — Try again and Cancel. On success it
 * steps back past the network list; a refusal can be retried or cancelled.
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
  const failed = task.state.status === 'error'
  const actions = (
    <>
      <Button variant="secondary" onClick={() => goBack(core)}>
        {t('switchNetwork.cancel')}
      </Button>
      <Button variant={failed ? 'primary' : 'secondary'} onClick={() => void task.start()}>
        {t('common.tryAgain')}
      </Button>
    </>
  )
  return (
    <div className="apkt-view">
      <StatusBlock
        tone={failed ? 'error' : 'loading'}
        visual={image}
        title={failed ? t('switchNetwork.failedTitle') : t('switchNetwork.heading')}
        description={
          task.state.status === 'error'
            ? task.state.message
            : t('switchNetwork.description', { network: network.name })
        }
        actions={actions}
      />
    </div>
  )
}
