import type { LabLibrary } from './types.ts'

/** viem, as a wagmi app would use it: a wallet client over the connected provider. */
export const viemLibrary: LabLibrary = {
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
