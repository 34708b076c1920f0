import { useState } from 'react'
import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import {
  useBalance,
  useConnection,
  useEstimateGas,
  useReadContract,
  useSendTransaction,
  useSignMessage,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'

const search = new URLSearchParams(location.search)
const receiver = (search.get('to') ?? '0x000000000000000000000000000000000000dEaD') as Address
const usdc = (search.get('usdc') ?? undefined) as Address | undefined

/** The app's own wagmi code, as its authors wrote it for the incumbent's adapter. */
export function WagmiActions() {
  const { address, isConnected, chainId } = useConnection()
  const balance = useBalance({ address })
  const gas = useEstimateGas({
    to: receiver,
    value: parseEther('0.01'),
    query: { enabled: isConnected },
  })
  const usdcBalance = useReadContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    query: { enabled: isConnected && usdc !== undefined },
  })
  const signMessage = useSignMessage()
  const sendTransaction = useSendTransaction()
  const writeContract = useWriteContract()
  const [message] = useState('Signed by an app written for the incumbent')
  const sent = useWaitForTransactionReceipt({ hash: sendTransaction.data })
  const written = useWaitForTransactionReceipt({ hash: writeContract.data })

  if (!isConnected || !address) return <p data-testid="wagmi-status">disconnected</p>
  return (
    <section>
      <p data-testid="wagmi-status">connected</p>
      <p data-testid="wagmi-address">{address}</p>
      <p data-testid="wagmi-chain">{chainId}</p>
      <p data-testid="wagmi-balance">{balance.data?.value.toString() ?? ''}</p>
      <p data-testid="wagmi-gas">{gas.data?.toString() ?? ''}</p>
      <p data-testid="wagmi-usdc">{usdcBalance.data?.toString() ?? ''}</p>
      <button
        type="button"
        data-testid="wagmi-sign"
        onClick={() => signMessage.mutate({ message })}
      >
        Sign
      </button>
      <p data-testid="wagmi-message">{message}</p>
      <p data-testid="wagmi-signature">{signMessage.data ?? signMessage.error?.message ?? ''}</p>
      <button
        type="button"
        data-testid="wagmi-send"
        onClick={() => sendTransaction.mutate({ to: receiver, value: parseEther('0.01') })}
      >
        Send
      </button>
      <p data-testid="wagmi-send-status">
        {sent.data?.status ?? sendTransaction.error?.message ?? ''}
      </p>
      <button
        type="button"
        data-testid="wagmi-write"
        disabled={usdc === undefined}
        onClick={() =>
          usdc &&
          writeContract.mutate({
            address: usdc,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseUnits('1', 6)],
          })
        }
      >
        Transfer 1 USDC
      </button>
      <p data-testid="wagmi-write-status">
        {written.data?.status ?? writeContract.error?.message ?? ''}
      </p>
    </section>
  )
}
