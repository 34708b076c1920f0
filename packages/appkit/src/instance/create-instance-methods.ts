import type { AppKitCore } from '@openappkit/controllers'
import { showToast, type ToastVariant } from '@openappkit/controllers/internal'
import type { CreateAppKitOptions } from '../options/types.ts'
import type { LazyModal } from './lazy-modal.ts'
import {
  selectCaipNetworks,
  selectEvent,
  selectProviders,
  selectWalletProviderType,
} from './select.ts'
import type { AppKit } from './types.ts'
import { addNetwork, removeNetwork } from './update-networks.ts'
import { updateOptions } from './update-options.ts'
import { createSelection, toSnapshot } from './watch-selection.ts'

/** The incumbent's instance methods beyond reading account, network and theme. */
export type InstanceMethods = Pick<
  AppKit,
  | 'options'
  | 'getEvent'
  | 'getWalletProviderType'
  | 'subscribeProviders'
  | 'getCaipNetworks'
  | 'getCaipNetworkId'
  | 'getActiveChainNamespace'
  | 'updateFeatures'
  | 'updateRemoteFeatures'
  | 'getRemoteFeatures'
  | 'updateOptions'
  | 'addNetwork'
  | 'removeNetwork'
  | 'showErrorMessage'
  | 'showSuccessMessage'
  | 'isOpen'
>

export type CreateInstanceMethodsParameters = {
  core: AppKitCore
  modal: LazyModal
  options: CreateAppKitOptions
  /** Writes a warning the integrator sees. */
  warn: (message: string) => void
}

/**
 * The methods of {@link InstanceMethods} over `core`; `options` is a getter, following what
 * `updateOptions` applied.
 */
export function createInstanceMethods({
  core,
  modal,
  options: initial,
  warn,
}: CreateInstanceMethodsParameters): InstanceMethods {
  let options = initial
  const providers = createSelection([core.state.chains, core.state.connectors], () =>
    selectProviders(core),
  )
  const show = (variant: ToastVariant, message: string) => {
    // The dapp's own words: kept as they are in every language (DAPP_MESSAGE is `{message}`).
    showToast(core, { message: { code: 'DAPP_MESSAGE', params: { message } }, variant })
    void modal.ensure()
  }
  const update: InstanceMethods['updateOptions'] = (next) => {
    options = updateOptions({ core, modal, options, update: next, warn })
  }
  return {
    get options() {
      return options
    },
    getEvent: () => selectEvent(core),
    getWalletProviderType: (namespace) => selectWalletProviderType(core, namespace),
    subscribeProviders: (listener) => providers.subscribe(listener),
    getCaipNetworks: (namespace) => selectCaipNetworks(core, namespace),
    getCaipNetworkId: () => core.state.chains.activeCaipNetwork?.id,
    getActiveChainNamespace: () => core.state.chains.activeChain,
    updateFeatures: (features) => update({ features: { ...options.features, ...features } }),
    updateRemoteFeatures: (remoteFeatures) =>
      update({ remoteFeatures: { ...options.remoteFeatures, ...remoteFeatures } }),
    getRemoteFeatures: () => toSnapshot(core.state.options.remoteFeatures),
    updateOptions: update,
    addNetwork: (namespace, network) => addNetwork(core, { namespace, network, options }),
    removeNetwork: (namespace, networkId) => removeNetwork(core, { namespace, networkId }),
    showErrorMessage: (message) => show('error', message),
    showSuccessMessage: (message) => show('success', message),
    isOpen: () => core.state.modal.open,
  }
}
