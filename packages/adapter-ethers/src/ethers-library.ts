import type { EvmLibrary, EvmNode } from '@openappkit/adapter-eip1193'
import { BrowserProvider, Contract, type InterfaceAbi, JsonRpcProvider } from 'ethers'

/** The {@link EvmLibrary} over ethers v6: one JSON-RPC reader per node, the wallet as signer. */
export function createEthersLibrary(): EvmLibrary {
  const readers = new Map<string, JsonRpcProvider>()
  const readerOf = ({ rpcUrl, chainId }: EvmNode) => {
    let reader = readers.get(rpcUrl)
    if (!reader) {
      reader = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true })
      readers.set(rpcUrl, reader)
    }
    return reader
  }
  // 'any': the wallet may move between chains; ethers must not cache the first one.
  const signerOf = ({ provider, address }: Parameters<EvmLibrary['signMessage']>[0]) =>
    new BrowserProvider(provider, 'any').getSigner(address)

  return {
    // Straight to the node: ethers' provider reuses an identical call's answer for 250 ms, so a
    // balance read right after a transfer was mined could return the balance before it.
    getBalance: async (node, address) =>
      BigInt(await readerOf(node).send('eth_getBalance', [address, 'latest'])),
    async waitForTransaction(node, hash) {
      const receipt = await readerOf(node).waitForTransaction(hash)
      return receipt?.status === 1
    },
    estimateGas: (node, request) => readerOf(node).estimateGas(request),
    signMessage: async (wallet, message) => (await signerOf(wallet)).signMessage(message),
    async sendTransaction(wallet, request) {
      return (await (await signerOf(wallet)).sendTransaction(request)).hash
    },
    async writeContract(wallet, { address, abi, method, args }) {
      const contract = new Contract(address, abi as InterfaceAbi, await signerOf(wallet))
      return (await contract.getFunction(method).send(...args)).hash
    },
  }
}
