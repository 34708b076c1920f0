import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { ethers } from 'ethers5'
import { useEffect, useState } from 'react'

const search = new URLSearchParams(location.search)
const receiver = search.get('to') ?? '0x000000000000000000000000000000000000dEaD'
const usdc = search.get('usdc') ?? undefined
const ERC20_ABI = [
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
]

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The app's own ethers v5 code, as its authors wrote it for the incumbent's adapter. */
export function Ethers5Actions() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<ethers.providers.ExternalProvider>('eip155')
  const [message] = useState('Signed by an app written for the incumbent')
  const [balance, setBalance] = useState('')
  const [usdcBalance, setUsdcBalance] = useState('')
  const [signature, setSignature] = useState('')
  const [sendStatus, setSendStatus] = useState('')
  const [writeStatus, setWriteStatus] = useState('')

  useEffect(() => {
    if (!walletProvider || !address) return
    const provider = new ethers.providers.Web3Provider(walletProvider)
    provider
      .getBalance(address)
      .then((value) => setBalance(value.toString()))
      .catch((error: unknown) => setBalance(messageOf(error)))
    if (usdc) {
      new ethers.Contract(usdc, ERC20_ABI, provider)
        .balanceOf(address)
        .then((value: ethers.BigNumber) => setUsdcBalance(value.toString()))
        .catch((error: unknown) => setUsdcBalance(messageOf(error)))
    }
  }, [walletProvider, address])

  const signer = () => {
    if (!walletProvider) throw new TypeError('no wallet provider')
    return new ethers.providers.Web3Provider(walletProvider).getSigner()
  }
  const sign = async () => {
    try {
      setSignature(await signer().signMessage(message))
    } catch (error) {
      setSignature(messageOf(error))
    }
  }
  const send = async () => {
    try {
      const response = await signer().sendTransaction({
        to: receiver,
        value: ethers.utils.parseEther('0.01'),
      })
      const receipt = await response.wait()
      setSendStatus(receipt.status === 1 ? 'success' : 'reverted')
    } catch (error) {
      setSendStatus(messageOf(error))
    }
  }
  const write = async () => {
    try {
      if (!usdc) throw new TypeError('no token given')
      const token = new ethers.Contract(usdc, ERC20_ABI, signer())
      const response: ethers.ContractTransaction = await token.transfer(
        receiver,
        ethers.utils.parseUnits('1', 6),
      )
      const receipt = await response.wait()
      setWriteStatus(receipt.status === 1 ? 'success' : 'reverted')
    } catch (error) {
      setWriteStatus(messageOf(error))
    }
  }

  if (!isConnected || !address) return <p data-testid="ethers5-status">disconnected</p>
  return (
    <section>
      <p data-testid="ethers5-status">connected</p>
      <p data-testid="ethers5-address">{address}</p>
      <p data-testid="ethers5-balance">{balance}</p>
      <p data-testid="ethers5-usdc">{usdcBalance}</p>
      <button type="button" data-testid="ethers5-sign" onClick={sign}>
        Sign
      </button>
      <p data-testid="ethers5-message">{message}</p>
      <p data-testid="ethers5-signature">{signature}</p>
      <button type="button" data-testid="ethers5-send" onClick={send}>
        Send
      </button>
      <p data-testid="ethers5-send-status">{sendStatus}</p>
      <button type="button" data-testid="ethers5-write" onClick={write}>
        Transfer 1 USDC
      </button>
      <p data-testid="ethers5-write-status">{writeStatus}</p>
    </section>
  )
}
