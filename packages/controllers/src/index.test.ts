import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('package entry', () => {
  it('touches no browser global and makes no request at import time', async () => {
    const touched: string[] = []
    for (const name of ['window', 'document', 'localStorage', 'fetch']) {
      vi.stubGlobal(name, undefined)
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    vi.resetModules()
    const entry = await import('./index.ts')
    expect(touched).toEqual([])
    expect(typeof entry.createAppKitCore).toBe('function')
    // A fresh import transforms the whole package again: slow on a busy machine, not a hang.
  }, 30_000)

  it("exposes the core, the adapter contract and the api client; the modal's pieces are internal", async () => {
    const entry = await import('./index.ts')
    const internal = await import('./internal.ts')
    for (const name of [
      'createAppKitCore',
      'initialize',
      'connect',
      'disconnect',
      'switchNetwork',
      'createBlockchainApiClient',
      'createHttpClient',
      'getBalances',
      'isSafeRpcMethod',
      'requiresApproval',
      'STORAGE_KEYS',
    ]) {
      expect(entry, name).toHaveProperty(name)
    }
    for (const name of [
      'createStore',
      'startConnectAttempt',
      'retryConnectAttempt',
      'resetConnectAttempt',
      'requestNetworkSwitch',
      'switchConnection',
      'goBack',
      'openModal',
      'closeModal',
      'pushView',
      'showToast',
      'sendEvent',
      'reportError',
      'ROUTER_VIEWS',
      'fetchTokenBalances',
      'getTokenBalances',
      'readEvmBalances',
      'multicall',
      'encodeFunctionData',
      'decodeAbiParameters',
      'sendToken',
      'sendTransfer',
      'fetchTransactions',
      'loadSwapNetwork',
      'fetchSwapQuote',
      'approveSwap',
      'executeSwap',
      'openOnRamp',
      'fetchOnRampQuote',
      'setOnRampProviders',
      'selectOnRampProvider',
      'registerAccountName',
      'fetchNameSuggestions',
      'signInWithWallet',
      'cancelSiwxSignIn',
      'connectEmail',
      'verifyEmailOtp',
      'connectSocial',
      'updateEmail',
      'setEmbeddedWalletClient',
    ]) {
      expect(internal, name).toHaveProperty(name)
      expect(entry, name).not.toHaveProperty(name)
    }
    expect(entry).not.toHaveProperty('runAdapterContractTests')
    expect(internal).not.toHaveProperty('runAdapterContractTests')
  })
})
