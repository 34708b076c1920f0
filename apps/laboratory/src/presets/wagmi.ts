import { createWagmiAdapter } from '@openappkit/adapter-wagmi'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabLibrary, LabSetup } from './types.ts'

/** viem, as a wagmi app would use it: a wallet client over the connected provider. */
const viemLibrary: LabLibrary = {
  name: 'viem',
  async signer(walletProvider, address) {
    const { createWalletClient, custom } = await import('viem')
    const client = createWalletClient({
      account: address as `0x${string}`,
      transport: custom(walletProvider as Parameters<typeof custom>[0]),
    })
    return {
      signMessage: (message) => client.signMessage({ message }),
      sendTransaction: (to, value) =>
        client.sendTransaction({ to: to as `0x${string}`, value, chain: null }),
    }
  },
}

/** EVM through wagmi on the two devnet chains. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, (networks) => createWagmiAdapter({ networks }), viemLibrary)
}
