import { AppKitError, ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'
import {
  type CaipNetwork,
  type CustomRpcUrlsOption,
  rpcUrlOf,
  toCustomRpcUrls,
} from '@openappkit/common/networks'
import type { ICore, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { loadSignClient, type SignClient } from './load-sign-client.ts'
import { proposalNamespaces } from './proposal-namespaces.ts'
import { READ_METHODS } from './read-methods.ts'
import {
  addressesFromEvent,
  allAccountsOf,
  chainIdFrom,
  eip155AccountsOf,
  initialChainOf,
} from './session-accounts.ts'

export type CreateWalletConnectProviderParameters = {
  /** The relay both sides use, e.g. `wss://relay.example.org` or `ws://127.0.0.1:8555`. */
  relayUrl: string
  /** Sent to the relay; optional with our own relay. */
  projectId?: string | undefined
  /** How the dapp introduces itself in the wallet. */
  metadata: SignClientTypes.Metadata
  /**
   * Networks the dapp offers, in any namespace: all are proposed to the wallet. EVM reads go to
   * their RPC URLs, never to a WalletConnect host.
   */
  networks: readonly CaipNetwork[]
  /** HTTP RPC URLs per network, overriding its default one (any spelling: chain id or CAIP-2 keys). */
  customRpcUrls?: CustomRpcUrlsOption | undefined
  /** Where the client keeps keys and sessions; the browser's IndexedDB by default. */
  storage?: ICore['storage'] | undefined
  /** Prefix of every stored key, one per AppKit instance on a page. */
  storagePrefix?: string | undefined
}

type Listener = (...values: never[]) => void
type EventName =
  | 'display_uri'
  | 'connect'
  | 'accountsChanged'
  | 'chainChanged'
  | 'disconnect'
  | 'session_event'
  | 'session_update'

/** A wallet event of the session in any namespace (`session_event` payload). */
export type WalletConnectSessionEvent = { name: string; data: unknown; chainId: string }

/** An EIP-1193 provider whose wallet is reached over WalletConnect. */
export type WalletConnectProvider = {
  readonly isWalletConnect: true
  /** The pairing URI of the attempt in progress, for the QR code. */
  readonly uri: string | undefined
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: EventName, listener: Listener): WalletConnectProvider
  removeListener(event: EventName, listener: Listener): WalletConnectProvider
  /** Whether a session (new or restored from storage) is active; loads the client. */
  hasSession(): Promise<boolean>
  /** Ends the session from the dapp's side. */
  disconnect(): Promise<void>
  /** Pairs (QR code) unless a session exists; the session's accounts, CAIP-10, every namespace. */
  connect(): Promise<string[]>
  /** The active session's accounts, CAIP-10, every namespace; none without a session. */
  getSessionAccounts(): Promise<string[]>
  /** A request to the wallet on one of the session's chains (CAIP-2), in any namespace. */
  requestOnChain(
    arguments_: { method: string; params?: unknown },
    caipNetworkId: string,
  ): Promise<unknown>
}

const USER_REJECTED_CODES = new Set([4001, 5000, 5001, 5002])

const toHex = (chainId: number) => `0x${chainId.toString(16)}`

/** Errors from the wallet or the client, as EIP-1193 errors with their code. */
function toProviderError(error: unknown): Error {
  const text = error instanceof Error ? error.message : ''
  // The client checks a request against the session before sending it; its errors carry no code.
  if (/request\(\) method/.test(text))
    return new ProviderRpcError(RpcErrorCode.UnsupportedMethod, { cause: error })
  if (/request\(\) chainId/.test(text))
    return new ProviderRpcError(RpcErrorCode.ChainDisconnected, { cause: error })
  if (error instanceof Error && !('code' in error)) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== 'number')
    return new ProviderRpcError(RpcErrorCode.InternalError, { cause: error })
  if (USER_REJECTED_CODES.has(code))
    return new ProviderRpcError(RpcErrorCode.UserRejectedRequest, { cause: error })
  return new ProviderRpcError(code, {
    message: typeof message === 'string' ? message : undefined,
    cause: error,
  })
}

/**
 * An EIP-1193 provider over a WalletConnect session on the site's relay. `eth_requestAccounts`
 * pairs (emitting `display_uri` for the QR code) unless a session exists; reads go to the
 * network's own node; everything else goes to the wallet. The client loads on first request.
 */
export function createWalletConnectProvider(
  parameters: CreateWalletConnectProviderParameters,
): WalletConnectProvider {
  const networks = parameters.networks.filter((network) => network.chainNamespace === 'eip155')
  const networkIds = networks.map((network) => Number(network.id))
  const customRpcUrls = toCustomRpcUrls(parameters.customRpcUrls)
  const rpcUrlOfChain = (chainId: number) => {
    const network = networks.find((item) => Number(item.id) === chainId)
    if (network) return rpcUrlOf(network, customRpcUrls)
    const url = customRpcUrls[`eip155:${chainId}`]?.[0]
    if (!url)
      throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: `eip155:${chainId}` } })
    return url
  }
  const listeners = new Map<EventName, Set<Listener>>()
  const emit = (event: EventName, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) {
      // A listener that throws must not break the session: the client would skip its reply.
      try {
        ;(listener as (value: unknown) => void)(value)
      } catch {
        // The listener's own failure is its owner's to report.
      }
    }
  }

  let clientPromise: Promise<SignClient> | undefined
  let session: SessionTypes.Struct | undefined
  let chainId = networkIds[0] ?? 1
  let uri: string | undefined
  let pairingAttempt = 0
  let rpcId = 0

  const accounts = () => (session ? (eip155AccountsOf(session).get(chainId) ?? []) : [])
  const adopt = (next: SessionTypes.Struct) => {
    session = next
    chainId = initialChainOf(next, networkIds) ?? chainId
  }
  const forget = (topic: string) => {
    if (session?.topic !== topic) return
    session = undefined
    emit(
      'disconnect',
      new ProviderRpcError(RpcErrorCode.Disconnected, { message: 'The wallet ended the session' }),
    )
  }

  const client = () => {
    clientPromise ??= loadSignClient({
      relayUrl: parameters.relayUrl,
      projectId: parameters.projectId ?? 'openappkit',
      metadata: parameters.metadata,
      storage: parameters.storage,
      customStoragePrefix: parameters.storagePrefix ?? 'openappkit',
    }).then((loaded) => {
      listen(loaded)
      const restored = loaded.session
        .getAll()
        .filter((item) => item.expiry * 1000 > Date.now())
        .sort((a, b) => b.expiry - a.expiry)[0]
      if (restored) adopt(restored)
      return loaded
    })
    return clientPromise
  }

  function listen(loaded: SignClient) {
    loaded.on('session_event', ({ topic, params }) => {
      if (topic !== session?.topic) return
      const { name, data } = params.event
      emit('session_event', { name, data, chainId: params.chainId })
      if (name === 'accountsChanged') {
        const addresses = addressesFromEvent(data)
        if (addresses.length > 0) emit('accountsChanged', addresses)
      } else if (name === 'chainChanged') {
        const next = chainIdFrom(data) ?? chainIdFrom(params.chainId)
        if (next !== undefined && next !== chainId) {
          chainId = next
          emit('chainChanged', toHex(next))
        }
      }
    })
    loaded.on('session_update', ({ topic, params }) => {
      if (topic !== session?.topic) return
      const before = accounts().join()
      session = { ...session, namespaces: params.namespaces }
      emit('session_update', allAccountsOf(session))
      if (accounts().join() !== before) emit('accountsChanged', accounts())
    })
    loaded.on('session_delete', ({ topic }) => forget(topic))
    loaded.on('session_expire', ({ topic }) => forget(topic))
  }

  // A pairing in progress: a second caller (two adapters, a double click) waits for the same one.
  let connecting: Promise<SessionTypes.Struct> | undefined

  async function connectSession(): Promise<SessionTypes.Struct> {
    const loaded = await client()
    if (session) return session
    connecting ??= pair(loaded).finally(() => {
      connecting = undefined
    })
    return connecting
  }

  async function pair(loaded: SignClient): Promise<SessionTypes.Struct> {
    const attempt = ++pairingAttempt
    const { uri: pairingUri, approval } = await loaded.connect({
      optionalNamespaces: proposalNamespaces(parameters.networks),
    })
    uri = pairingUri
    emit('display_uri', pairingUri)
    let approved: SessionTypes.Struct
    try {
      approved = await approval()
    } catch (error) {
      if (attempt !== pairingAttempt)
        throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest, { cause: error })
      uri = undefined
      if (/expired/i.test(String((error as { message?: unknown })?.message))) {
        throw new AppKitError('WALLETCONNECT_PAIRING_EXPIRED', { cause: error })
      }
      throw toProviderError(error)
    }
    uri = undefined
    // A newer attempt (the visitor asked for a fresh QR) owns the outcome.
    if (attempt !== pairingAttempt) throw new ProviderRpcError(RpcErrorCode.UserRejectedRequest)
    adopt(approved)
    emit('connect', { chainId: toHex(chainId) })
    return approved
  }

  async function sendToWallet(method: string, params: unknown, caipNetworkId: string) {
    const loaded = await client()
    if (!session) throw new ProviderRpcError(RpcErrorCode.Unauthorized)
    try {
      return await loaded.request({
        topic: session.topic,
        chainId: caipNetworkId,
        request: { method, params: params ?? [] },
      })
    } catch (error) {
      throw toProviderError(error)
    }
  }

  async function readFromNode(method: string, params: unknown) {
    const response = await fetch(rpcUrlOfChain(chainId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
    if (body.error)
      throw new ProviderRpcError(body.error.code, { message: body.error.message, data: body.error })
    return body.result
  }

  async function switchChain(params: unknown) {
    const requested = chainIdFrom((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
    if (requested === undefined) throw new ProviderRpcError(RpcErrorCode.InvalidParams)
    if (!session || !eip155AccountsOf(session).has(requested)) {
      throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain, {
        message: 'The wallet did not approve this chain',
      })
    }
    if (requested !== chainId) {
      chainId = requested
      emit('chainChanged', toHex(requested))
    }
    return null
  }

  const provider: WalletConnectProvider = {
    isWalletConnect: true,
    get uri() {
      return uri
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
          await connectSession()
          return accounts()
        case 'eth_accounts':
          await client()
          return accounts()
        case 'eth_chainId':
          await client()
          return toHex(chainId)
        case 'wallet_switchEthereumChain':
          await client()
          return switchChain(params)
        case 'wallet_revokePermissions':
          await provider.disconnect()
          return null
      }
      if (READ_METHODS.has(method)) return readFromNode(method, params)
      return sendToWallet(method, params, `eip155:${chainId}`)
    },
    async connect() {
      return allAccountsOf(await connectSession())
    },
    async getSessionAccounts() {
      await client()
      return session ? allAccountsOf(session) : []
    },
    requestOnChain({ method, params }, caipNetworkId) {
      return sendToWallet(method, params, caipNetworkId)
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    async hasSession() {
      await client()
      return session !== undefined
    },
    async disconnect() {
      const loaded = await client()
      const ended = session
      session = undefined
      if (!ended) return
      await loaded
        .disconnect({ topic: ended.topic, reason: { code: 6000, message: 'User disconnected.' } })
        .catch(() => undefined)
    },
  }
  return provider
}
