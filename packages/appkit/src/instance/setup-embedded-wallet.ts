import type {
  AppKitCore,
  ChainAdapter,
  EmbeddedWalletClient,
  EmbeddedWalletEip1193Provider,
} from '@openappkit/controllers'
import {
  requestEmbeddedWalletApproval,
  setEmbeddedWalletClient,
  showErrorToast,
} from '@openappkit/controllers/internal'
import type { FrameClient } from '@openappkit/wallet-frame'
import type { CreateAppKitOptions } from '../options/types.ts'
import { embeddedWalletFrameUrl } from './embedded-wallet-frame-url.ts'

export type SetupEmbeddedWalletParameters = {
  core: AppKitCore
  adapters: readonly ChainAdapter[]
  options: Pick<CreateAppKitOptions, 'api' | 'embeddedWalletUrl' | 'projectId'>
}

type Listener = (...values: never[]) => void

/**
 * The embedded wallet for the instance, when email or social login is on: the login flows get
 * its client and every adapter that takes it an AUTH connector. Nothing of the frame loads until
 * a visitor uses it (an email submitted, a stored session resumed); its approval requests open
 * the ApproveTransaction view and the visitor's answer goes back to the frame.
 */
export function setupEmbeddedWallet({ core, adapters, options }: SetupEmbeddedWalletParameters) {
  const takers = adapters.filter((adapter) => adapter.setEmbeddedWalletProvider)
  const frameUrl = embeddedWalletFrameUrl(core, options)
  if (takers.length === 0 || !frameUrl) return
  let loading: Promise<{ client: FrameClient; provider: EmbeddedWalletEip1193Provider }> | undefined
  const early = new Set<[string, Listener]>()
  const load = () => {
    loading ??= import('@openappkit/wallet-frame').then((frame) => {
      const client: FrameClient = frame.createFrameClient({
        frameUrl,
        onApprovalRequest: ({ requestId, method, params }) => {
          void requestEmbeddedWalletApproval(core, { method, params })
            .then((approved) => client.respondToApproval({ requestId, approved }))
            .catch((error: unknown) => core.services.logger.warn('approval answer failed', error))
        },
      })
      const provider = frame.createEmbeddedWalletProvider(client)
      for (const [event, listener] of early) provider.on(event, listener)
      early.clear()
      return { client, provider }
    })
    return loading
  }
  // Each login step loads the frame's code on first use, then goes to the frame.
  const client = new Proxy({} as EmbeddedWalletClient, {
    get:
      (_target, name: string) =>
      async (...values: unknown[]) =>
        ((await load()).client as unknown as Record<string, (...args: unknown[]) => unknown>)[
          name
        ]?.(...values),
  })
  setEmbeddedWalletClient(core, client)
  const provider: EmbeddedWalletEip1193Provider = {
    isEmbeddedWallet: true,
    async request(arguments_) {
      const { provider: frame } = await load()
      try {
        return await frame.request(arguments_)
      } catch (error) {
        // The frame refused a method off the docs/project/behaviour.md §6 lists: the visitor is
        // told, the dapp gets 4200.
        if ((error as { code?: unknown }).code === 4200) showErrorToast(core, 'ACTION_NOT_ALLOWED')
        throw error
      }
    },
    on(event, listener) {
      if (loading) void loading.then((loaded) => loaded.provider.on(event, listener))
      else early.add([event, listener])
      return provider
    },
    removeListener(event, listener) {
      for (const entry of early)
        if (entry[0] === event && entry[1] === listener) early.delete(entry)
      if (loading) void loading.then((loaded) => loaded.provider.removeListener(event, listener))
      return provider
    },
  }
  for (const adapter of takers) adapter.setEmbeddedWalletProvider?.(provider)
}
