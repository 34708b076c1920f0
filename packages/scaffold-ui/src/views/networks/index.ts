export { NetworksView } from './networks-view.tsx'
export { SwitchActiveChainView } from './switch-active-chain-view.tsx'
export { SwitchNetworkView } from './switch-network-view.tsx'
export { UnsupportedChainView } from './unsupported-chain-view.tsx'
