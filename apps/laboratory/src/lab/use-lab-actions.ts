import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@openappkit/appkit/react'
import type { CaipNetwork } from '@openappkit/common'
import { useCallback, useState } from 'react'
import { LabError } from './lab-error.ts'
import {
  describeWalletError,
  toHexMessage,
  type WalletProvider,
  waitForReceipt,
} from './wallet-request.ts'

/** The message "Sign message" asks the wallet to sign. */
export const LAB_MESSAGE = 'Hello from the OpenAppKit laboratory'
/** What "Send transaction" sends to the connected account itself: 0.001 of the native coin. */
export const LAB_TRANSFER_WEI = 1_000_000_000_000_000n

export type LabAction = 'sign' | 'send' | 'switch' | 'eth_sign'

export type LabResult =
  | {
      action: 'sign'
      signature: string
      signer: string
      matches: boolean
      /** How the signer was checked: recovered, or asked of the chain for a smart account. */
      by?: 'ecrecover' | 'the chain (ERC-1271/6492)'
    }
  | { action: 'send'; hash: string; status: 'pending' | 'confirmed' | 'reverted'; block?: number }
  | { action: 'switch'; chainId: number | string }

export type LabActions = {
  pending: LabAction | undefined
  result: LabResult | undefined
  error: string | undefined
  signMessage(): Promise<void>
  sendTransaction(): Promise<void>
  switchNetwork(): Promise<void>
  /** `eth_sign` of a hash: what careful wallets refuse (the embedded wallet among them). */
  signHash(): Promise<void>
}

/** The three buttons of the lab: each talks to the wallet the way an integrator would. */
export function useLabActions(
  networks: readonly CaipNetwork[],
  onTransactionMined: () => void,
): LabActions {
  const { address } = useAppKitAccount()
  const { chainId, switchNetwork } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<WalletProvider>('eip155')
  const [pending, setPending] = useState<LabAction>()
  const [result, setResult] = useState<LabResult>()
  const [error, setError] = useState<string>()

  const run = useCallback(async (action: LabAction, work: () => Promise<void>) => {
    setPending(action)
    setError(undefined)
    setResult(undefined)
    try {
      await work()
    } catch (failure) {
      setError(describeWalletError(failure))
    } finally {
      setPending(undefined)
    }
  }, [])

  const signMessage = () =>
    run('sign', async () => {
      if (!walletProvider || !address) throw new LabError('Connect a wallet first')
      const signature = (await walletProvider.request({
        method: 'personal_sign',
        params: [toHexMessage(LAB_MESSAGE), address],
      })) as `0x${string}`
      // Loaded on use: the ethers preset's first paint carries no viem.
      const { createPublicClient, custom, recoverMessageAddress } = await import('viem')
      const recovered = await recoverMessageAddress({ message: LAB_MESSAGE, signature }).catch(
        () => undefined,
      )
      if (recovered?.toLowerCase() === address.toLowerCase()) {
        setResult({ action: 'sign', signature, signer: recovered, matches: true, by: 'ecrecover' })
        return
      }
      // A smart account signs for its owner (ERC-1271, or ERC-6492 before it is deployed): only
      // the chain can say whether the signature is the account's.
      const client = createPublicClient({ transport: custom(walletProvider) })
      const matches = await client.verifyMessage({
        address: address as `0x${string}`,
        message: LAB_MESSAGE,
        signature,
      })
      const signer = matches ? address : (recovered ?? 'no signer recovered')
      setResult({ action: 'sign', signature, signer, matches, by: 'the chain (ERC-1271/6492)' })
    })

  const sendTransaction = () =>
    run('send', async () => {
      if (!walletProvider || !address) throw new LabError('Connect a wallet first')
      const hash = (await walletProvider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: `0x${LAB_TRANSFER_WEI.toString(16)}` }],
      })) as string
      setResult({ action: 'send', hash, status: 'pending' })
      const receipt = await waitForReceipt(walletProvider, hash)
      const status = receipt.status === '0x1' ? 'confirmed' : 'reverted'
      setResult({ action: 'send', hash, status, block: Number(receipt.blockNumber) })
      onTransactionMined()
    })

  const signHash = () =>
    run('eth_sign', async () => {
      if (!walletProvider || !address) throw new LabError('Connect a wallet first')
      const signature = (await walletProvider.request({
        method: 'eth_sign',
        params: [address, `0x${'ab'.repeat(32)}`],
      })) as string
      setResult({ action: 'sign', signature, signer: address, matches: true })
    })

  const switchToNext = () =>
    run('switch', async () => {
      const index = networks.findIndex((network) => String(network.id) === String(chainId))
      const next = networks[(index + 1) % networks.length]
      if (!next) return
      await switchNetwork(next)
      setResult({ action: 'switch', chainId: next.id })
    })

  return {
    pending,
    result,
    error,
    signMessage,
    sendTransaction,
    switchNetwork: switchToNext,
    signHash,
  }
}
