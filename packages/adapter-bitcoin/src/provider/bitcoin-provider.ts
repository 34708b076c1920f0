import { AppKitError } from '@openappkit/common/errors'
import type { BitcoinAccount, BitcoinWallet } from '../wallets/bitcoin-wallet.ts'

/** An address of the connected wallet as `getAccountAddresses` lists it. */
export type BitcoinAccountAddress = {
  address: string
  purpose: 'payment' | 'ordinal'
  publicKey?: string | undefined
  path?: string | undefined
}

/** What `signPSBT` takes: the PSBT (base64) and which inputs each address signs. */
export type SignPsbtParameters = {
  psbt: string
  signInputs: { address: string; index: number; sighashTypes?: number[] | undefined }[]
  broadcast?: boolean | undefined
}

/** The provider `useAppKitProvider('bip122')` returns, as the incumbent's Bitcoin connector has it. */
export type BitcoinProvider = {
  readonly id: string
  readonly name: string
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  signMessage(parameters: {
    address: string
    message: string
    protocol?: 'ecdsa' | 'bip322' | undefined
  }): Promise<string>
  signPSBT(parameters: SignPsbtParameters): Promise<{ psbt: string; txid?: string | undefined }>
  /** Sends `amount` sats (a decimal string) from the payment account; resolves the txid. */
  sendTransfer(parameters: { amount: string; recipient: string }): Promise<string>
}

/** What the provider needs from the adapter. */
export type CreateBitcoinProviderParameters = {
  wallet: BitcoinWallet
  accounts: () => readonly BitcoinAccount[]
  /** Finalizes a signed PSBT (base64) and broadcasts it; resolves the txid. */
  broadcastSigned: (psbt: string) => Promise<string>
  transfer: (to: string, amount: bigint) => Promise<string>
}

/** The connected wallet as an integrator's code reaches it. */
export function createBitcoinProvider(
  parameters: CreateBitcoinProviderParameters,
): BitcoinProvider {
  const { wallet } = parameters
  return {
    id: wallet.id,
    name: wallet.name,
    async getAccountAddresses() {
      return parameters
        .accounts()
        .map(({ address, purpose, publicKey, path }) => ({ address, purpose, publicKey, path }))
    },
    signMessage: ({ address, message }) => wallet.signMessage(address, message),
    async signPSBT({ psbt, signInputs, broadcast }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) {
        byAddress[address] = [...(byAddress[address] ?? []), index]
      }
      const signed = await wallet.signPsbt(psbt, byAddress)
      if (!broadcast) return { psbt: signed }
      return { psbt: signed, txid: await parameters.broadcastSigned(signed) }
    },
    async sendTransfer({ amount, recipient }) {
      if (!/^\d{1,16}$/.test(amount))
        throw new AppKitError('INVALID_AMOUNT', { params: { value: amount } })
      return parameters.transfer(recipient, BigInt(amount))
    },
  }
}
