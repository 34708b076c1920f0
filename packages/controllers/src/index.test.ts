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

  it('exposes the public surface', async () => {
    const entry = await import('./index.ts')
    for (const name of [
      'createAppKitCore',
      'createStore',
      'initialize',
      'connect',
      'startConnectAttempt',
      'retryConnectAttempt',
      'resetConnectAttempt',
      'disconnect',
      'switchNetwork',
      'requestNetworkSwitch',
      'switchConnection',
      'goBack',
      'openModal',
      'closeModal',
      'pushView',
      'showToast',
      'sendEvent',
      'reportError',
      'createBlockchainApiClient',
      'createHttpClient',
      'getBalances',
      'isSafeRpcMethod',
      'requiresApproval',
      'STORAGE_KEYS',
      'ROUTER_VIEWS',
      // part 2
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
      expect(entry, name).toHaveProperty(name)
    }
    expect(entry).not.toHaveProperty('runAdapterContractTests')
  })
})
