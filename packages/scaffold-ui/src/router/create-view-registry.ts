import type { RouterView } from '@openappkit/controllers'
import type { ComponentType } from 'react'
import { ConnectView } from '../views/connect/connect-view.tsx'
import { createLazyView } from './create-lazy-view.ts'
import type { ViewDefinition, ViewRegistry } from './types.ts'

// One `import()` per view group: each is its own chunk, fetched the first time one of its views
// shows. Wave 2 adds its groups the same way (send/receive, swap, on-ramp, activity, names,
// email/social, sign-in): a loader here and one entry per view below.
const loadConnecting = () => import('../views/connecting/index.ts')
const loadAllWallets = () => import('../views/all-wallets/index.ts')
const loadAccount = () => import('../views/account/index.ts')
const loadNetworks = () => import('../views/networks/index.ts')

function lazyView<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ViewDefinition['lazy'] {
  return createLazyView(async () => pick(await load()))
}

type Entry = [RouterView, ViewDefinition]

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
  ]
  return Object.fromEntries(entries)
}
