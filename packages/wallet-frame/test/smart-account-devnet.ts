import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, vi } from 'vitest'
// The devnet from its sources (apps/devnet is not a dependency of this package).
import type { DevnetManifest } from '../../../apps/devnet/src/index.ts'
import { createFrameHost } from '../src/host/create-frame-host.ts'
import type { FrameApi } from '../src/host/frame-api.ts'
import { frameRequest } from '../src/messages/frame-envelopes.ts'

const DAPP = 'http://127.0.0.1:5173'

/** The devnet's account-abstraction fields of EVM chain `index`. */
export function smartAccountChainOf(manifest: DevnetManifest, index: number) {
  const network = manifest.evm.chains[index]
  if (!network?.bundlerUrl || !network.entryPoint || !network.accountFactory) {
    throw new TypeError(`chain ${index} has no account-abstraction fields in the manifest`)
  }
  return {
    ...network,
    bundlerUrl: network.bundlerUrl,
    entryPoint: network.entryPoint as Address,
    accountFactory: network.accountFactory,
  }
}

/** viem's chain and public client of the devnet's first EVM chain. */
export function devnetClientOf(manifest: DevnetManifest): {
  chain: Chain
  client: PublicClient<Transport, Chain>
} {
  const network = smartAccountChainOf(manifest, 0)
  const chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
  })
  return { chain, client: createPublicClient({ chain, transport: http(network.rpcUrl) }) }
}

/** A wallet client of the devnet's funded account `index` on the first EVM chain. */
export function devnetWalletOf(
  manifest: DevnetManifest,
  index: number,
): WalletClient<Transport, Chain, PrivateKeyAccount> {
  const key = manifest.evm.accounts[index]
  if (!key) throw new TypeError(`the devnet has no funded account ${index}`)
  const { chain } = devnetClientOf(manifest)
  return createWalletClient({
    account: privateKeyToAccount(key.privateKey),
    chain,
    transport: http(),
  })
}

async function jsonRpc(url: string, method: string, params: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string }
  }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result ?? null
}

/** The api as these tests need it: email sign-in and the key's auth half, in memory. */
export function memoryApi(): FrameApi {
  const shares = new Map<string, string>()
  const unused = async () => {
    throw new Error('not used by the smart-account tests')
  }
  return {
    sendEmailCode: async () => ({ action: 'VERIFY_OTP' }),
    isDeviceApproved: async () => true,
    verifyEmailCode: async (email) => ({ sessionToken: `token-of-${email}` }),
    getKeyShare: async (token) => shares.get(token),
    putKeyShare: async (token, { share }) => void shares.set(token, share),
    getRecoveryShare: async () => undefined,
    startSocialLogin: unused,
    finishSocialLogin: unused,
    createFarcasterChannel: unused,
    farcasterStatus: unused,
    startEmailUpdate: unused,
    verifyEmailUpdatePrimary: unused,
    verifyEmailUpdateSecondary: unused,
  }
}

/** The frame origin's storage, in memory. */
export function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/**
 * A frame host with smart accounts on the devnet's first chain only, against its node and its
 * bundler; records which methods the frame asked of each (the api must proxy them).
 */
export function createDevnetFrameHost(
  manifest: DevnetManifest,
  api = memoryApi(),
  storage = memoryStorage(),
) {
  const sent: Record<string, unknown>[] = []
  const nodeMethods = new Set<string>()
  const bundlerMethods = new Set<string>()
  const rpcUrls = new Map(manifest.evm.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const { chainId, entryPoint, accountFactory, bundlerUrl } = smartAccountChainOf(manifest, 0)
  const host = createFrameHost({
    allowedOrigins: [DAPP],
    api,
    storage,
    chainId,
    post: (message) => sent.push(message as Record<string, unknown>),
    forwardRpc: (method, params, at) => {
      nodeMethods.add(method)
      return jsonRpc(rpcUrls.get(at) ?? '', method, params)
    },
    smartAccounts: {
      networks: [{ chainId, entryPoint, accountFactory }],
      bundlerRpc: (method, params) => {
        bundlerMethods.add(method)
        return jsonRpc(bundlerUrl, method, params)
      },
      pollingIntervalMs: 20,
    },
  })
  let next = 0
  const approvals = () => sent.filter((message) => message.event === 'RPC_APPROVAL_REQUEST')
  const ask = async (type: Parameters<typeof frameRequest>[1], payload: unknown = {}) => {
    const id = `request-${String(next++).padStart(4, '0')}`
    await host.receive(frameRequest(id, type, payload), DAPP)
    const reply = sent.findLast((message) => message.id === id)
    if (!reply) throw new Error(`the frame did not answer ${type}`)
    // biome-ignore lint/suspicious/noExplicitAny: the assertions check each reply's shape
    return reply as { ok: boolean; payload?: any; error?: { code: number; message: string } }
  }
  /** An RPC request the visitor approves: sent, then approved once the frame asks. */
  const approved = async (method: string, params: unknown) => {
    const before = approvals().length
    const answer = ask('RPC_REQUEST', { method, params })
    await vi.waitFor(() => expect(approvals().length).toBe(before + 1), { timeout: 10_000 })
    const { requestId } = (approvals().at(-1)?.payload ?? {}) as { requestId: string }
    await host.receive(
      frameRequest(`answer-${requestId}`, 'RPC_APPROVAL', { requestId, approved: true }),
      DAPP,
    )
    return answer
  }
  /** Signs in by email and answers GET_USER. */
  const signIn = async (email: string) => {
    await ask('CONNECT_EMAIL', { email })
    await ask('CONNECT_OTP', { otp: '123456' })
    return (await ask('GET_USER')).payload as {
      address: Address
      accounts: { address: Address; type: string }[]
      preferredAccountType: string
      smartAccountDeployed: boolean
    }
  }
  return { ask, approved, approvals, signIn, nodeMethods, bundlerMethods }
}

/** The factory's getAddress, to compare the frame's derivation with. */
export const factoryAbi = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const
