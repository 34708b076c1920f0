import { bytesToBase64, encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { isSolanaAddress } from '@openappkit/common/validation'
import type { SolanaRpc, WithContext } from '../rpc/solana-rpc.ts'
import type { SolanaWallet } from '../wallets/solana-wallet.ts'
import type { BuildTransferParameters } from './build-transfer.ts'
import { waitForSignature } from './wait-for-signature.ts'

/** A SOL or SPL transfer as the adapter is asked for it. */
export type TransferRequest = {
  address: string
  to: string
  value?: bigint | undefined
  /** The SPL mint; absent for SOL. */
  tokenAddress?: string | undefined
  caipNetwork?: CaipNetwork | undefined
}

/** Sending, fee estimates and confirmation of transfers, on the adapter's networks. */
export type Transfers = {
  send(wallet: SolanaWallet, request: TransferRequest): Promise<string>
  /** A signed wire transaction to the network's cluster; its signature. */
  sendSigned(signed: Uint8Array, network: CaipNetwork): Promise<string>
  wait(signature: string, network?: CaipNetwork): Promise<'success' | 'reverted'>
  estimateFee(request: TransferRequest): Promise<bigint>
}

// Loaded when the visitor first sends: the transaction codecs stay out of the first paint.
const loadTransactions = () => import('./build-transfer.ts')

/** The transfers of one adapter; `rpcOf` picks a network's cluster (the active one by default). */
export function createTransfers(
  rpcOf: (network?: CaipNetwork) => SolanaRpc,
  activeNetwork: () => CaipNetwork,
): Transfers {
  // Signatures we sent, with the block height after which each can no longer land.
  const lifetimes = new Map<string, bigint>()
  const build = async (request: TransferRequest, rpc: SolanaRpc) => {
    if (!isSolanaAddress(request.to)) {
      throw new AppKitError('INVALID_ADDRESS', { params: { address: request.to } })
    }
    const parameters: BuildTransferParameters = {
      rpc,
      from: request.address,
      to: request.to,
      amount: request.value ?? 0n,
      mint: request.tokenAddress,
    }
    return (await loadTransactions()).buildTransfer(parameters)
  }
  const sendSigned = (signed: Uint8Array, network: CaipNetwork) =>
    rpcOf(network).call<string>('sendTransaction', [
      bytesToBase64(signed),
      { encoding: 'base64', preflightCommitment: 'confirmed' },
    ])
  return {
    sendSigned,
    async send(wallet, request) {
      const network = request.caipNetwork ?? activeNetwork()
      const built = await build(request, rpcOf(network))
      const chain = network.caipNetworkId
      const { address } = request
      // A wallet that knows the cluster sends it itself; for others (our local one) we do.
      const signature = wallet.canSignAndSend(address, chain)
        ? encodeBase58(await wallet.signAndSendTransaction(address, built.transaction, chain))
        : await sendSigned(await wallet.signTransaction(address, built.transaction, chain), network)
      lifetimes.set(signature, built.lastValidBlockHeight)
      return signature
    },
    async wait(signature, network) {
      const { status } = await waitForSignature({
        rpc: rpcOf(network),
        signature,
        lastValidBlockHeight: lifetimes.get(signature),
      })
      lifetimes.delete(signature)
      return status
    },
    async estimateFee(request) {
      const rpc = rpcOf(request.caipNetwork)
      const { message } = await build(request, rpc)
      const { value } = await rpc.call<WithContext<number | null>>('getFeeForMessage', [
        message,
        { commitment: 'confirmed' },
      ])
      return BigInt(value ?? 0)
    },
  }
}
