import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { ChainAdapter } from '../adapter/types.ts'
import { createBlockchainApiClient } from '../api/blockchain-api-client.ts'
import {
  type ResolveServicesParameters,
  resolveServices,
} from '../platform/services/resolve-services.ts'
import { resolveOptions } from '../state/options/resolve-options.ts'
import type { AppKitOptions } from '../state/options/types.ts'
import { createStore } from '../state/store/create-store.ts'
import type { AppKitCore } from './types.ts'

export type CreateAppKitCoreParameters = AppKitOptions
export type CreateAppKitCoreServices = ResolveServicesParameters
export type CreateAppKitCoreReturnType = AppKitCore

function indexAdapters(adapters: readonly ChainAdapter[]): Map<ChainNamespace, ChainAdapter> {
  const byNamespace = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of adapters) {
    if (byNamespace.has(adapter.namespace)) {
      throw new AppKitError('DUPLICATE_ADAPTER', { params: { namespace: adapter.namespace } })
    }
    byNamespace.set(adapter.namespace, adapter)
  }
  return byNamespace
}

/**
 * Builds one instance: fresh stores, services (browser defaults picked now, memory and no-op
 * fallbacks on the server) and its API client. Performs no I/O; call `initialize` to restore
 * a session and start listening to adapters.
 */
export function createAppKitCore(
  options: CreateAppKitCoreParameters,
  services: CreateAppKitCoreServices = {},
): CreateAppKitCoreReturnType {
  const resolvedServices = resolveServices(services)
  const resolvedOptions = resolveOptions(options)
  const state = createStore({ options: resolvedOptions, theme: options })
  state.siwx.required = options.siwx?.getRequired?.() ?? false
  return {
    state,
    services: resolvedServices,
    api: createBlockchainApiClient({
      baseUrl: resolvedOptions.apiUrl,
      projectId: resolvedOptions.projectId,
      sdkType: resolvedOptions.sdkType,
      sdkVersion: resolvedOptions.sdkVersion,
      clientId: resolvedOptions.clientId,
      fetch: resolvedServices.fetch,
      clock: resolvedServices.clock,
      storage: resolvedServices.storage,
      logger: resolvedServices.logger,
    }),
    adapters: indexAdapters(options.adapters ?? []),
    reconnectHandlers: {},
    runtime: {
      toastTimer: undefined,
      eventListeners: new Set(),
      errorReportTimes: [],
      adapterSubscriptions: new Map(),
      storageLocks: new Map(),
      siwx: options.siwx,
      embeddedWallet: undefined,
      walletConnect: undefined,
      walletProviders: new Map(),
      connectAttempt: undefined,
      lastSentTokens: new Map(),
    },
  }
}
