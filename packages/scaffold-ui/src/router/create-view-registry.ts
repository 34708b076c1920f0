import type { RouterView } from '@openappkit/controllers/internal'
import type { ComponentType } from 'react'
import { loadEnglishFeatures } from '../i18n/english.ts'
import type { MessageKey } from '../i18n/types.ts'
import { ConnectView } from '../views/connect/connect-view.tsx'
import { createLazyView } from './create-lazy-view.ts'
import type { ViewDefinition, ViewRegistry } from './types.ts'

// One `import()` per view group: each is its own chunk, fetched the first time one of its views
// shows: a loader here and one entry per view below.
const loadConnecting = () => import('../views/connecting/index.ts')
const loadAllWallets = () => import('../views/all-wallets/index.ts')
const loadAccount = () => import('../views/account/index.ts')
const loadNetworks = () => import('../views/networks/index.ts')
const loadSend = () => import('../views/send/index.ts')
const loadActivity = () => import('../views/activity/index.ts')
const loadSwap = () => import('../views/swap/index.ts')
const loadOnRamp = () => import('../views/onramp/index.ts')
const loadNames = () => import('../views/names/index.ts')
const loadSignIn = () => import('../views/sign-in/index.ts')
const loadEmbedded = () => import('../views/embedded/index.ts')

// The modules of the groups loaded so far: a view of a loaded group renders without a frame of
// loading rows (SwitchNetwork after the network list).
const loadedModules = new Map<() => Promise<unknown>, unknown>()

function lazyView<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ViewDefinition['lazy'] {
  return createLazyView(
    async () => {
      const module = await load()
      loadedModules.set(load, module)
      return pick(module)
    },
    () => (loadedModules.has(load) ? pick(loadedModules.get(load) as Module) : undefined),
  )
}

type Entry = [RouterView, ViewDefinition]

type TitledView<Key> = Key extends `title.${infer View}` ? View : never

/** Views whose title is their `title.<view>` entry. */
type FeatureView = Extract<RouterView, TitledView<MessageKey>>

/**
 * A feature view: its group's chunk, the feature views' English strings and stylesheet load
 * together (each once), so neither weighs on the initial chunk.
 */
function titled<Module>(
  view: FeatureView,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): Entry {
  const lazy = createLazyView(async () => {
    const [module, { withFeatureStyles }] = await Promise.all([
      load(),
      import('../shell/feature-styles.tsx'),
      loadEnglishFeatures(),
    ])
    return withFeatureStyles(pick(module))
  })
  return [view, { title: ({ t }) => t(`title.${view}`), lazy }]
}

/**
 * The views of one modal. Built per mount, so a failed chunk fetch retried in one modal does not
 * affect another; the chunks themselves are shared through the module loader.
 */
export function createViewRegistry(): ViewRegistry {
  const entries: Entry[] = [
    ['Connect', { title: ({ t }) => t('title.Connect'), Component: ConnectView }],
    [
      'AllWallets',
      {
        title: ({ t }) => t('title.AllWallets'),
        lazy: lazyView(loadAllWallets, (module) => module.AllWalletsView),
      },
    ],
    [
      'ConnectingExternal',
      {
        title: ({ t, data }) => data?.connector?.name ?? t('title.ConnectingExternal'),
        lazy: lazyView(loadConnecting, (module) => module.ConnectingExternalView),
      },
    ],
    [
      'ConnectingWalletConnect',
      {
        title: ({ t, data }) =>
          data?.wallet?.name ?? data?.connector?.name ?? t('title.ConnectingWalletConnect'),
        lazy: lazyView(loadConnecting, (module) => module.ConnectingWalletConnectView),
      },
    ],
    [
      'ConnectingWalletConnectBasic',
      {
        title: ({ t }) => t('title.ConnectingWalletConnectBasic'),
        lazy: lazyView(loadConnecting, (module) => module.ConnectingWalletConnectBasicView),
      },
    ],
    [
      'Account',
      {
        title: ({ t }) => t('title.Account'),
        lazy: lazyView(loadAccount, (module) => module.AccountView),
      },
    ],
    [
      'ProfileWallets',
      {
        title: ({ t }) => t('title.ProfileWallets'),
        lazy: lazyView(loadAccount, (module) => module.ProfileWalletsView),
      },
    ],
    [
      'Networks',
      {
        title: ({ t }) => t('title.Networks'),
        lazy: lazyView(loadNetworks, (module) => module.NetworksView),
      },
    ],
    [
      'SwitchNetwork',
      {
        title: ({ t }) => t('title.SwitchNetwork'),
        lazy: lazyView(loadNetworks, (module) => module.SwitchNetworkView),
      },
    ],
    [
      'SwitchActiveChain',
      {
        title: ({ t }) => t('title.SwitchActiveChain'),
        lazy: lazyView(loadNetworks, (module) => module.SwitchActiveChainView),
      },
    ],
    [
      'UnsupportedChain',
      {
        title: ({ t }) => t('title.UnsupportedChain'),
        lazy: lazyView(loadNetworks, (module) => module.UnsupportedChainView),
      },
    ],
    titled('WalletReceive', loadSend, (m) => m.WalletReceiveView),
    titled('WalletSend', loadSend, (m) => m.WalletSendView),
    titled('WalletSendPreview', loadSend, (m) => m.WalletSendPreviewView),
    titled('Activity', loadActivity, (m) => m.ActivityView),
    titled('Swap', loadSwap, (m) => m.SwapView),
    titled('SwapPreview', loadSwap, (m) => m.SwapPreviewView),
    titled('SwapSelectToken', loadSwap, (m) => m.SwapSelectTokenView),
    titled('OnRamp', loadOnRamp, (m) => m.OnRampView),
    titled('RegisterAccountName', loadNames, (m) => m.RegisterAccountNameView),
    titled('RegisterAccountNameSuccess', loadNames, (m) => m.RegisterAccountNameSuccessView),
    titled('SIWXSignMessage', loadSignIn, (m) => m.SiwxSignMessageView),
    titled('ApproveTransaction', loadSignIn, (m) => m.ApproveTransactionView),
    titled('EmailLogin', loadEmbedded, (m) => m.EmailLoginView),
    titled('EmailVerifyOtp', loadEmbedded, (m) => m.EmailVerifyOtpView),
    titled('EmailVerifyDevice', loadEmbedded, (m) => m.EmailVerifyDeviceView),
    titled('UpdateEmailWallet', loadEmbedded, (m) => m.UpdateEmailWalletView),
    titled('UpdateEmailPrimaryOtp', loadEmbedded, (m) => m.UpdateEmailPrimaryOtpView),
    titled('UpdateEmailSecondaryOtp', loadEmbedded, (m) => m.UpdateEmailSecondaryOtpView),
    titled('ConnectingSocial', loadEmbedded, (m) => m.ConnectingSocialView),
    titled('ConnectingFarcaster', loadEmbedded, (m) => m.ConnectingFarcasterView),
  ]
  return Object.fromEntries(entries)
}
