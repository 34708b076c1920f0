import { createAppKit } from '@openappkit/appkit'
import { base, mainnet, solana } from '@openappkit/appkit/networks'
import { DefaultSIWX } from '@openappkit/siwx'

// In the browser only: a message for this page's host, random nonces, every verifier,
// sessions in localStorage. Good for a dapp that only needs to know the wallet is the visitor's.
export const appKit = createAppKit({
  networks: [mainnet, base, solana],
  siwx: new DefaultSIWX({ required: false }),
})
