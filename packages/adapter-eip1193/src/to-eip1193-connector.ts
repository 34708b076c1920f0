import type { CaipNetwork } from '@openappkit/common/networks'
import type { Connector } from '@openappkit/controllers'
import type { AnnouncedWallet } from './eip1193.ts'

/** Id of the `window.ethereum` connector (the same as wagmi's, so stored sessions carry over). */
export const INJECTED_CONNECTOR_ID = 'injected'

/**
 * A wallet as the controllers see it: an EIP-6963 wallet (id = rdns) is ANNOUNCED, no wallet
 * (`undefined`) means `window.ethereum`, the INJECTED Browser Wallet.
 */
export function toEip1193Connector(
  wallet: AnnouncedWallet | undefined,
  networks: readonly CaipNetwork[],
): Connector {
  if (!wallet) {
    return {
      id: INJECTED_CONNECTOR_ID,
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
      chains: [...networks],
    }
  }
  const { info } = wallet
  return {
    id: info.rdns,
    type: 'ANNOUNCED',
    name: info.name || info.rdns,
    chain: 'eip155',
    chains: [...networks],
    ...(info.icon ? { imageUrl: info.icon } : {}),
    info: { rdns: info.rdns },
  }
}
