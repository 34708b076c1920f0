export { type CloseModalReturnType, closeModal } from './close-modal.ts'
export { type ConnectParameters, type ConnectReturnType, connect } from './connect.ts'
export { clearConnection, type DisconnectParameters, disconnect } from './disconnect.ts'
export { dispose } from './dispose.ts'
export { goBack } from './go-back.ts'
export {
  type HandleChainChangedParameters,
  type HandleChainChangedReturnType,
  handleChainChanged,
} from './handle-chain-changed.ts'
export { initialize } from './initialize.ts'
export { isModalCloseDisabled } from './is-modal-close-disabled.ts'
export { type OpenModalParameters, openModal } from './open-modal.ts'
export { reconnect } from './reconnect.ts'
export { registerReconnectHandler } from './register-reconnect-handler.ts'
export { type RemoveAdapterParameters, removeAdapter } from './remove-adapter.ts'
export {
  AUTH_CONNECTOR_NAMESPACES,
  type RequestNetworkSwitchParameters,
  type RequestNetworkSwitchReturnType,
  requestNetworkSwitch,
} from './request-network-switch.ts'
export {
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './switch-connection.ts'
export { type SwitchNetworkParameters, switchNetwork } from './switch-network.ts'
export {
  type SyncConnectedAccountParameters,
  syncConnectedAccount,
} from './sync-connected-account.ts'
export { watchAdapter } from './watch-adapter.ts'
