import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@openappkit/appkit/react'
import { useCallback, useState } from 'react'
import { LabError } from './lab-error.ts'
import { describeWalletError, type WalletProvider } from './wallet-request.ts'

/** The whole-token amounts of the two transfers "Send two transfers" batches. */
export const LAB_BATCH_AMOUNTS = [1n, 2n] as const

export type BatchTransferResult = {
  id: string
  status: 'pending' | 'confirmed' | 'reverted'
  /** The one transaction the batch landed in, once confirmed. */
  transactionHash?: string | undefined
}

export type BatchTransferParameters = { token: string; receiver: string }

type CallsStatus = {
  status: number
  receipts?: { transactionHash: string }[]
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

// Two ABI words, encoded by hand: no encoder needed for transfer(address, uint256).
const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')

/** `transfer(to, amount)` calldata of an ERC-20. */
export function encodeTransfer(receiver: string, amount: bigint): `0x${string}` {
  return `0xa9059cbb${word(receiver)}${word(amount)}`
}

/**
 * "Send two transfers": two ERC-20 transfers (1 and 2 whole tokens) to one receiver in one
 * `wallet_sendCalls` (EIP-5792), followed with `wallet_getCallsStatus` until it lands.
 */
export function useBatchTransfer() {
  const { address } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<WalletProvider>('eip155')
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<BatchTransferResult>()
  const [error, setError] = useState<string>()

  const send = useCallback(
    async ({ token, receiver }: BatchTransferParameters) => {
      setPending(true)
      setError(undefined)
      setResult(undefined)
      try {
        if (!walletProvider || !address || chainId === undefined) {
          throw new LabError('Connect a wallet first')
        }
        if (!ADDRESS.test(token)) throw new LabError('Token must be a 0x address of 40 hex digits')
        if (!ADDRESS.test(receiver)) {
          throw new LabError('Receiver must be a 0x address of 40 hex digits')
        }
        const decimals = BigInt(
          (await walletProvider.request({
            method: 'eth_call',
            params: [{ to: token, data: '0x313ce567' }, 'latest'],
          })) as string,
        )
        const calls = LAB_BATCH_AMOUNTS.map((amount) => ({
          to: token,
          data: encodeTransfer(receiver, amount * 10n ** decimals),
        }))
        const { id } = (await walletProvider.request({
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: `0x${Number(chainId).toString(16)}`,
              from: address,
              atomicRequired: true,
              calls,
            },
          ],
        })) as { id: string }
        setResult({ id, status: 'pending' })
        setResult(await waitForCalls(walletProvider, id))
      } catch (failure) {
        setError(describeWalletError(failure))
      } finally {
        setPending(false)
      }
    },
    [walletProvider, address, chainId],
  )

  return { pending, result, error, send }
}

/** Polls `wallet_getCallsStatus` (every 250 ms, up to 30 s) until the batch is final. */
async function waitForCalls(provider: WalletProvider, id: string): Promise<BatchTransferResult> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const status = (await provider.request({
      method: 'wallet_getCallsStatus',
      params: [id],
    })) as CallsStatus
    const receipt = status.receipts?.[0]
    if (status.status >= 200) {
      return {
        id,
        status: status.status === 200 ? 'confirmed' : 'reverted',
        transactionHash: receipt?.transactionHash,
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new LabError('The batch was not confirmed in time', { details: id })
}
