import { createEthersAdapter } from '@openappkit/adapter-ethers'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabLibrary, LabSetup } from './types.ts'

/** ethers 6, as an ethers app uses it: `new BrowserProvider(walletProvider).getSigner()`. */
const ethersLibrary: LabLibrary = {
  name: 'ethers 6',
  async signer(walletProvider, address) {
    const { BrowserProvider } = await import('ethers')
    const provider = new BrowserProvider(
      walletProvider as ConstructorParameters<typeof BrowserProvider>[0],
    )
    const signer = await provider.getSigner(address)
    return {
      signMessage: (message) => signer.signMessage(message),
      sendTransaction: async (to, value) => (await signer.sendTransaction({ to, value })).hash,
    }
  },
}

/** EVM through ethers v6 on the two devnet chains: no wagmi in the page. */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, (networks) => createEthersAdapter({ networks }), ethersLibrary)
}
