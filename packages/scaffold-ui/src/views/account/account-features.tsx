import type { ChainNamespace } from '@openappkit/common/caip'
import {
  getFeatureAvailability,
  openOnRamp,
  pushView,
  type RouterView,
  type WalletFeature,
} from '@openappkit/controllers/internal'
import {
  ArrowDownIcon,
  ArrowUpIcon,
  AtIcon,
  CardIcon,
  ClockIcon,
  ListRow,
  SwapIcon,
} from '@openappkit/ui'
import { type CSSProperties, type ReactNode, useRef } from 'react'
import { useAppState, useModalContext } from '../../context/modal-context.tsx'
import { useT } from '../../i18n/locale-context.tsx'
import { useFeatureLayout } from './use-feature-layout.ts'

type FeatureSpec = {
  view: RouterView
  label: 'account.buy' | 'account.swap' | 'account.receive' | 'account.send'
  icon: () => ReactNode
  /** Namespaces where docs/project/behaviour.md §1 says the feature works. */
  namespaces: readonly ChainNamespace[]
}

const walletFeatures: Record<WalletFeature, FeatureSpec> = {
  onramp: {
    view: 'OnRamp',
    label: 'account.buy',
    icon: () => <CardIcon size={18} />,
    namespaces: ['eip155', 'solana'],
  },
  swaps: {
    view: 'Swap',
    label: 'account.swap',
    icon: () => <SwapIcon size={18} />,
    namespaces: ['eip155'],
  },
  receive: {
    view: 'WalletReceive',
    label: 'account.receive',
    icon: () => <ArrowDownIcon size={18} />,
    namespaces: ['eip155', 'solana', 'bip122', 'polkadot'],
  },
  send: {
    view: 'WalletSend',
    label: 'account.send',
    icon: () => <ArrowUpIcon size={18} />,
    namespaces: ['eip155', 'solana', 'bip122'],
  },
}

/**
 * The wallet feature buttons in the configured order (docs/project/behaviour.md §1: onramp, swaps,
 * receive, send), each only when the feature is on, works on this namespace, and its view exists;
 * then Activity.
 */
export function AccountFeatures({ namespace }: { namespace: ChainNamespace }) {
  const { core, views } = useModalContext()
  const t = useT()
  const { features, remoteFeatures } = useAppState('options')
  // The snapshot reads above re-render on option changes; availability adds the API rule.
  const availability = getFeatureAvailability(core)
  const enabled: Record<WalletFeature, boolean> = {
    onramp: Boolean(remoteFeatures.onramp && availability.onramp),
    swaps: Boolean(remoteFeatures.swaps && availability.swaps),
    receive: features.receive,
    send: features.send,
  }
  const shown = features.walletFeaturesOrder.filter(
    (feature) =>
      enabled[feature] &&
      walletFeatures[feature].namespaces.includes(namespace) &&
      views[walletFeatures[feature].view] !== undefined,
  )
  const activityOn =
    remoteFeatures.activity && availability.activity && views.Activity !== undefined
  const showActivity = activityOn && namespace === 'eip155'
  // docs/project/behaviour.md §1 keeps activity to EVM: a Bitcoin account is told so instead of an
  // empty list.
  const showActivityNotice = activityOn && namespace === 'bip122'
  // Any EVM account without a name can take one from the name service (the API's zone).
  const profileName = useAppState('chains').chains.eip155?.accountState.profileName
  const showChooseName =
    availability.names &&
    namespace === 'eip155' &&
    !profileName &&
    views.RegisterAccountName !== undefined
  const grid = useRef<HTMLDivElement>(null)
  const labels = shown.map((feature) => t(walletFeatures[feature].label))
  // One row of tiles while every label fits its tile, two columns of wide buttons otherwise.
  const layout = useFeatureLayout(grid, labels)
  return (
    <>
      {shown.length > 0 ? (
        <div
          ref={grid}
          className={`apkt-account__features apkt-account__features--${layout}`}
          style={{ '--apkt-features': shown.length } as CSSProperties}
        >
          {shown.map((feature, index) => {
            const spec = walletFeatures[feature]
            return (
              <button
                key={feature}
                type="button"
                className="apkt-feature"
                onClick={() =>
                  // The on-ramp loads its providers and currencies as it opens.
                  feature === 'onramp' ? openOnRamp(core) : pushView(core, { view: spec.view })
                }
              >
                <span className="apkt-feature__icon" aria-hidden="true">
                  {spec.icon()}
                </span>
                <span className="apkt-feature__label" data-feature-label="">
                  {labels[index]}
                </span>
              </button>
            )
          })}
        </div>
      ) : null}
      {showActivity ? (
        <ListRow
          leading={
            <span className="apkt-row__icon" aria-hidden="true">
              <ClockIcon size={18} />
            </span>
          }
          title={t('account.activity')}
          chevron
          onClick={() => pushView(core, { view: 'Activity' })}
        />
      ) : null}
      {showActivityNotice ? (
        <ListRow
          leading={
            <span className="apkt-row__icon" aria-hidden="true">
              <ClockIcon size={18} />
            </span>
          }
          title={t('account.activity')}
          description={t('account.activityEvmOnly')}
        />
      ) : null}
      {showChooseName ? (
        <ListRow
          leading={
            <span className="apkt-row__icon" aria-hidden="true">
              <AtIcon size={18} />
            </span>
          }
          title={t('account.chooseName')}
          chevron
          onClick={() => pushView(core, { view: 'RegisterAccountName' })}
        />
      ) : null}
    </>
  )
}
