import { Ethers5Adapter } from '@openappkit/adapter-ethers5'
import type { LabConfig } from '../config/lab-config.ts'
import { createEvmLabSetup } from './evm-lab-setup.ts'
import type { LabLibrary, LabSetup } from './types.ts'

/** ethers 5, as an ethers 5 app uses it: `new providers.Web3Provider(walletProvider)`. */
const ethers5Library: LabLibrary = {
  name: 'ethers 5',
  async signer(walletProvider, address) {
    const { providers } = await import('ethers5')
    const signer = new providers.Web3Provider(
      walletProvider as ConstructorParameters<typeof providers.Web3Provider>[0],
    ).getSigner(address)
    return {
      signMessage: (message) => signer.signMessage(message),
      sendTransaction: async (to, value) =>
        (await signer.sendTransaction({ to, value: `0x${value.toString(16)}` })).hash,
    }
  },
}

/**
 * EVM through ethers v5 on the two devnet chains, written as an incumbent app writes it:
 * `new Ethers5Adapter()` with no networks, which createAppKit hands over.
 */
export function createLabSetup(config: LabConfig): LabSetup {
  return createEvmLabSetup(config, () => new Ethers5Adapter(), ethers5Library)
}
