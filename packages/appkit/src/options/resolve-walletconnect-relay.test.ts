import { devnetEvm } from '@openappkit/common/networks'
import { createLogger } from '@openappkit/controllers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../instance/create-app-kit.ts'
import {
  describeWalletConnectOff,
  resolveWalletConnectRelay,
} from './resolve-walletconnect-relay.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('resolveWalletConnectRelay', () => {
  it('is the WalletConnect network relay for a projectId alone, with that projectId', () => {
    expect(resolveWalletConnectRelay({ projectId: 'abc' })).toEqual({
      relayUrl: 'wss://relay.walletconnect.org',
      projectId: 'abc',
    })
  })

  it('is the relayUrl when one is set, with or without a projectId', () => {
    expect(resolveWalletConnectRelay({ relayUrl: 'ws://127.0.0.1:8555' })).toEqual({
      relayUrl: 'ws://127.0.0.1:8555',
      projectId: undefined,
    })
    expect(
      resolveWalletConnectRelay({ relayUrl: 'wss://relay.example.org', projectId: 'abc' }),
    ).toEqual({ relayUrl: 'wss://relay.example.org', projectId: 'abc' })
  })

  it('is off with neither (an empty projectId is none), or with enableWalletConnect: false', () => {
    expect(resolveWalletConnectRelay({})).toBeUndefined()
    expect(resolveWalletConnectRelay({ projectId: '' })).toBeUndefined()
    expect(
      resolveWalletConnectRelay({ projectId: 'abc', enableWalletConnect: false }),
    ).toBeUndefined()
  })
})

describe('the warning for a site without WalletConnect', () => {
  it('says how to turn it on, and is not given once it is on or turned off on purpose', () => {
    expect(describeWalletConnectOff({})).toMatch(/^WalletConnect is off: .*`projectId`.*`relayUrl`/)
    expect(describeWalletConnectOff({ projectId: 'abc' })).toBeUndefined()
    expect(describeWalletConnectOff({ relayUrl: 'ws://127.0.0.1:8555' })).toBeUndefined()
    expect(describeWalletConnectOff({ enableWalletConnect: false })).toBeUndefined()
  })

  it('is printed once by createAppKit in the browser, on the console unless given a logger', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    createAppKit({ networks: [devnetEvm] }).destroy()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[openappkit\] WalletConnect is off: /)
    createAppKit({ networks: [devnetEvm], projectId: 'abc' }).destroy()
    createAppKit({ networks: [devnetEvm], enableWalletConnect: false }).destroy()
    expect(warn).toHaveBeenCalledTimes(1)

    const logger = createLogger({ level: 'silent' })
    const logged = vi.spyOn(logger, 'warn')
    createAppKit({ networks: [devnetEvm] }, { logger }).destroy()
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^WalletConnect is off: /))
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
