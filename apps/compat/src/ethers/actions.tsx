import { useAppKitAccount, useAppKitProvider } from '@openappkit/appkit/react'
import { BrowserProvider, Contract, type Eip1193Provider, parseEther, parseUnits } from 'ethers'
import { useEffect, useState } from 'react'

const search = new URLSearchParams(location.search)
const receiver = search.get('to') ?? '0x000000000000000000000000000000000000dEaD'
const usdc = search.get('usdc') ?? undefined
const ERC20_ABI = [
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
]

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The app's own ethers code, as its authors wrote it for the incumbent's adapter. */
export function EthersActions() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [message] = useState('Signed by an app written for the incumbent')
  const [balance, setBalance] = useState('')
  const [usdcBalance, setUsdcBalance] = useState('')
  const [signature, setSignature] = useState('')
  const [sendStatus, setSendStatus] = useState('')
  const [writeStatus, setWriteStatus] = useState('')

  useEffect(() => {
    if (!walletProvider || !address) return
    const provider = new BrowserProvider(walletProvider)
    provider.getBalance(address).then((value) => setBalance(value.toString()), setBalance)
    if (usdc) {
      new Contract(usdc, ERC20_ABI, provider)
        .getFunction('balanceOf')(address)
        .then((value: bigint) => setUsdcBalance(value.toString()))
        .catch((error: unknown) => setUsdcBalance(messageOf(error)))
    }
  }, [walletProvider, address])

  const signer = async () => {
    if (!walletProvider) throw new TypeError('no wallet provider')
    return new BrowserProvider(walletProvider).getSigner()
  }
  const sign = async () => {
    try {
      setSignature(await (await signer()).signMessage(message))
    } catch (error) {
      setSignature(messageOf(error))
    }
  }
  const send = async () => {
    try {
      const response = await (await signer()).sendTransaction({
        to: receiver,
        value: parseEther('0.01'),
      })
      const receipt = await response.wait()
      setSendStatus(receipt?.status === 1 ? 'success' : 'reverted')
    } catch (error) {
      setSendStatus(messageOf(error))
    }
  }
  const write = async () => {
    try {
      if (!usdc) throw new TypeError('no token given')
      const token = new Contract(usdc, ERC20_ABI, await signer())
      const response = await token.getFunction('transfer')(receiver, parseUnits('1', 6))
      const receipt = await response.wait()
      setWriteStatus(receipt?.status === 1 ? 'success' : 'reverted')
    } catch (error) {
      setWriteStatus(messageOf(error))
    }
  }

  if (!isConnected || !address) return <p data-testid="ethers-status">disconnected</p>
  return (
    <section>
      <p data-testid="ethers-status">connected</p>
      <p data-testid="ethers-address">{address}</p>
      <p data-testid="ethers-balance">{balance}</p>
      <p data-testid="ethers-usdc">{usdcBalance}</p>
      <button type="button" data-testid="ethers-sign" onClick={sign}>
        Sign
      </button>
      <p data-testid="ethers-message">{message}</p>
      <p data-testid="ethers-signature">{signature}</p>
      <button type="button" data-testid="ethers-send" onClick={send}>
        Send
      </button>
      <p data-testid="ethers-send-status">{sendStatus}</p>
      <button type="button" data-testid="ethers-write" onClick={write}>
        Transfer 1 USDC
      </button>
      <p data-testid="ethers-write-status">{writeStatus}</p>
    </section>
  )
}
