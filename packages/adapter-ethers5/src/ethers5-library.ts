import type {
  EvmLibrary,
  EvmNode,
  EvmTransactionRequest,
  EvmWallet,
} from '@openappkit/adapter-eip1193'
import { AppKitError, abiProblems } from '@openappkit/common/errors'
import { Contract, type ContractInterface, providers } from 'ethers'

const quantity = (value: bigint) => `0x${value.toString(16)}`

// ethers 5 predates bigint: numbers travel as hex quantities or decimal strings.
function toEthers5Value(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(toEthers5Value)
  return value
}

function toEthers5Transaction(request: EvmTransactionRequest): providers.TransactionRequest {
  const { to, data, value, gasLimit, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  return {
    to,
    ...(data !== undefined ? { data } : {}),
    ...(value !== undefined ? { value: quantity(value) } : {}),
    ...(gasLimit !== undefined ? { gasLimit: quantity(gasLimit) } : {}),
    ...(gasPrice !== undefined ? { gasPrice: quantity(gasPrice) } : {}),
    ...(maxFeePerGas !== undefined ? { maxFeePerGas: quantity(maxFeePerGas) } : {}),
    ...(maxPriorityFeePerGas !== undefined
      ? { maxPriorityFeePerGas: quantity(maxPriorityFeePerGas) }
      : {}),
  }
}

/** The {@link EvmLibrary} over ethers v5: one static JSON-RPC reader per node, the wallet as signer. */
export function createEthers5Library(): EvmLibrary {
  const readers = new Map<string, providers.StaticJsonRpcProvider>()
  const readerOf = ({ rpcUrl, chainId }: EvmNode) => {
    let reader = readers.get(rpcUrl)
    if (!reader) {
      reader = new providers.StaticJsonRpcProvider(rpcUrl, chainId)
      readers.set(rpcUrl, reader)
    }
    return reader
  }
  // 'any': the wallet may move between chains; ethers must not pin the first one.
  const signerOf = ({ provider, address }: EvmWallet) =>
    new providers.Web3Provider(provider, 'any').getSigner(address)

  return {
    getBalance: async (node, address) => (await readerOf(node).getBalance(address)).toBigInt(),
    async waitForTransaction(node, hash) {
      const receipt = await readerOf(node).waitForTransaction(hash)
      return receipt?.status === 1
    },
    async estimateGas(node, { from, to, data, value }) {
      const gas = await readerOf(node).estimateGas({
        from,
        to,
        ...(data !== undefined ? { data } : {}),
        ...(value !== undefined ? { value: quantity(value) } : {}),
      })
      return gas.toBigInt()
    },
    signMessage: (wallet, message) => signerOf(wallet).signMessage(message),
    async sendTransaction(wallet, request) {
      return (await signerOf(wallet).sendTransaction(toEthers5Transaction(request))).hash
    },
    async writeContract(wallet, { address, abi, method, args }) {
      const contract = new Contract(address, abi as ContractInterface, signerOf(wallet))
      const call = contract[method] as
        | ((...values: unknown[]) => Promise<{ hash: string }>)
        | undefined
      if (typeof call !== 'function') {
        throw new AppKitError('ABI_CODEC_FAILED', {
          params: { problem: 'UNKNOWN_FUNCTION', method },
          problemText: abiProblems.UNKNOWN_FUNCTION,
        })
      }
      return (await call(...(toEthers5Value([...args]) as unknown[]))).hash
    },
  }
}
