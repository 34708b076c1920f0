import type { AppKit } from '@openappkit/appkit'
import type { CaipNetwork } from '@openappkit/common'

/** What the integrator's own library does with the connected wallet's signer. */
export type LabLibrarySigner = {
  signMessage(message: string): Promise<string>
  /** The transaction's hash. */
  sendTransaction(to: string, value: bigint): Promise<string>
}

/**
 * The EVM library an integrator of this preset already uses (viem, ethers 6, ethers 5), given
 * `useAppKitProvider('eip155').walletProvider`: the lab proves their own code signs through it.
 */
export type LabLibrary = {
  name: string
  signer(walletProvider: unknown, address: string): Promise<LabLibrarySigner>
}

/** What a preset gives the lab page: the instance, the networks it offers, its EVM library. */
export type LabSetup = {
  appKit: AppKit
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** Absent in presets without EVM networks. */
  library?: LabLibrary | undefined
}
