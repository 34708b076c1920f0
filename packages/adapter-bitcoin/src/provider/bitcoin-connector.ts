import type {
  BitcoinAccountAddress,
  BitcoinProvider,
  SignPsbtParameters,
} from './bitcoin-provider.ts'

/**
 * What an address is for, under the incumbent's names (`AddressPurpose.Payment`...). The kit hands
 * out payment and ordinal addresses; `Stacks` is there for code that compares against it.
 */
export const AddressPurpose = { Ordinal: 'ordinal', Payment: 'payment', Stacks: 'stx' } as const

export type AddressPurpose = (typeof AddressPurpose)[keyof typeof AddressPurpose]

/**
 * The incumbent's name for the provider `useAppKitProvider('bip122')` returns, with its call
 * shapes under `BitcoinConnector.*` (`BitcoinConnector.AccountAddress`...).
 */
export interface BitcoinConnector extends BitcoinProvider {}

export declare namespace BitcoinConnector {
  type AccountAddress = BitcoinAccountAddress
  type SignMessageParams = Parameters<BitcoinProvider['signMessage']>[0]
  type SendTransferParams = Parameters<BitcoinProvider['sendTransfer']>[0]
  type SignPSBTParams = SignPsbtParameters
  type SignPSBTResponse = Awaited<ReturnType<BitcoinProvider['signPSBT']>>
}
