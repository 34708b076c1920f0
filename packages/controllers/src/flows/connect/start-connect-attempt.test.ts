import { AppKitError } from '@openappkit/common/errors'
import { describe, expect, it, vi } from 'vitest'
import type { AdapterConnectReturnType, ChainAdapter } from '../../adapter/types.ts'
import { pushView } from '../../state/router/push-view.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { openModal } from '../modal/open-modal.ts'
import { startConnectAttempt } from './start-connect-attempt.ts'

/** Holds each `connect` of `adapter` until the test answers it, as a wallet's prompt would. */
function holdConnect(adapter: ChainAdapter) {
  const original = adapter.connect.bind(adapter)
  const gates: { resolve: () => void; reject: (error: unknown) => void }[] = []
  const spy = vi.spyOn(adapter, 'connect').mockImplementation(
    (parameters) =>
      new Promise<AdapterConnectReturnType>((resolve, reject) => {
        gates.push({
          resolve: () => resolve(original(parameters)),
          reject,
        })
      }),
  )
  return {
    spy,
    approve: async (index = 0) => {
      gates[index]?.resolve()
      await flush()
    },
    refuse: async (index: number, error: unknown) => {
      gates[index]?.reject(error)
      await flush()
    },
  }
}

/** Lets the promise callbacks that are due run. */
function flush() {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

describe('startConnectAttempt', () => {
  it('prompts the wallet once when started twice for the same connector', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const held = holdConnect(evmAdapter)
    const first = startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    const second = startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(second).toBe(first)
    expect(held.spy).toHaveBeenCalledTimes(1)
    expect(core.state.connectAttempt).toMatchObject({
      connectorId: 'io.metamask',
      namespace: 'eip155',
      status: 'connecting',
    })
    await held.approve()
    await expect(first).resolves.toMatchObject({ address: EVM_ADDRESS })
    expect(core.state.connectAttempt.status).toBe('connected')
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(held.spy).toHaveBeenCalledTimes(1)
  })

  it('keeps the account status through a prepared attempt until a view takes it over', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const held = holdConnect(evmAdapter)
    const status = () => core.state.chains.chains.eip155?.accountState.status
    const prepared = startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      prepare: true,
    })
    expect(core.state.connectAttempt.status).toBe('connecting')
    expect(status()).toBe('disconnected')
    const taken = startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      view: 'ConnectingWalletConnect',
    })
    expect(taken).toBe(prepared)
    expect(status()).toBe('connecting')
    expect(held.spy).toHaveBeenCalledTimes(1)
    await held.approve()
    expect(status()).toBe('connected')
  })

  it('connects on the active namespace when none is given', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect')
    await startConnectAttempt(core, { connectorId: 'io.metamask' })
    expect(connect).toHaveBeenCalledTimes(1)
    expect(core.state.connectAttempt).toMatchObject({ namespace: 'eip155', status: 'connected' })
  })

  it('keeps a refusal by code, and a caller that ignores the promise sees no rejection', async () => {
    const { core, evmWallet } = createCoreWithWallets()
    evmWallet.rejectNextRequest()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      void startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' })
      await vi.waitFor(() => expect(core.state.connectAttempt.status).toBe('error'))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
    expect(core.state.connectAttempt.error).toEqual({ code: 'CONNECTION_REJECTED' })
  })

  it('keeps other failures by catalogue code', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    evmAdapter.connect = async () => {
      throw new Error('provider crashed')
    }
    await expect(
      startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' }),
    ).rejects.toThrow('provider crashed')
    expect(core.state.connectAttempt.status).toBe('error')
    expect(core.state.connectAttempt.error?.code).toBe('UNKNOWN_ERROR')
  })

  it('starts again after an error', async () => {
    const { core, evmAdapter, evmWallet } = createCoreWithWallets()
    const connect = vi.spyOn(evmAdapter, 'connect')
    evmWallet.rejectNextRequest()
    await expect(
      startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' }),
    ).rejects.toThrow('Connection rejected')
    await startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(connect).toHaveBeenCalledTimes(2)
    expect(core.state.connectAttempt.status).toBe('connected')
    expect(core.state.connectAttempt.error).toBeUndefined()
  })

  it('lets a newer attempt supersede an older one, whose late result changes nothing', async () => {
    const { core, evmAdapter, solanaAdapter } = createCoreWithWallets()
    const evm = holdConnect(evmAdapter)
    const solana = holdConnect(solanaAdapter)
    const older = startConnectAttempt(core, { connectorId: 'io.metamask', namespace: 'eip155' })
    const newer = startConnectAttempt(core, { connectorId: 'phantom', namespace: 'solana' })
    expect(newer).not.toBe(older)
    const newerId = core.state.connectAttempt.id
    await evm.refuse(0, { code: 4001, message: 'rejected' })
    await expect(older).rejects.toThrow('Connection rejected')
    expect(core.state.connectAttempt).toMatchObject({
      id: newerId,
      connectorId: 'phantom',
      status: 'connecting',
      error: undefined,
    })
    await solana.approve()
    await newer
    expect(core.state.connectAttempt.status).toBe('connected')
    expect(evm.spy).toHaveBeenCalledTimes(1)
    expect(solana.spy).toHaveBeenCalledTimes(1)
  })

  it('closes the modal on success while it still shows the attempt view', async () => {
    const { core } = createCoreWithWallets()
    openModal(core)
    pushView(core, { view: 'ConnectingExternal' })
    await startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      view: 'ConnectingExternal',
    })
    await flush()
    expect(core.state.modal.open).toBe(false)
  })

  it('leaves the modal open once the visitor went elsewhere, or without a view', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const held = holdConnect(evmAdapter)
    openModal(core)
    pushView(core, { view: 'ConnectingExternal' })
    const attempt = startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      view: 'ConnectingExternal',
    })
    pushView(core, { view: 'AllWallets' })
    await held.approve()
    await attempt
    expect(core.state.modal.open).toBe(true)

    const headless = createCoreWithWallets()
    openModal(headless.core)
    pushView(headless.core, { view: 'ConnectingExternal' })
    await startConnectAttempt(headless.core, { connectorId: 'io.metamask', namespace: 'eip155' })
    await flush()
    expect(headless.core.state.modal.open).toBe(true)
  })

  it('leaves the modal open when a superseded attempt succeeds late', async () => {
    const { core, evmAdapter, solanaAdapter } = createCoreWithWallets()
    const evm = holdConnect(evmAdapter)
    holdConnect(solanaAdapter)
    openModal(core)
    pushView(core, { view: 'ConnectingExternal' })
    const older = startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      view: 'ConnectingExternal',
    })
    void startConnectAttempt(core, {
      connectorId: 'phantom',
      namespace: 'solana',
      view: 'ConnectingExternal',
    })
    await evm.approve()
    await older
    expect(core.state.modal.open).toBe(true)
    expect(core.state.connectAttempt.status).toBe('connecting')
  })

  it('starts a fresh pairing when the QR code on screen expired unanswered', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const held = holdConnect(evmAdapter)
    openModal(core)
    pushView(core, { view: 'ConnectingWalletConnect' })
    void startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      view: 'ConnectingWalletConnect',
    })
    const first = core.state.connectAttempt.id
    await held.refuse(0, new AppKitError('WALLETCONNECT_PAIRING_EXPIRED'))
    expect(held.spy).toHaveBeenCalledTimes(2)
    expect(core.state.connectAttempt).toMatchObject({ status: 'connecting', error: undefined })
    expect(core.state.connectAttempt.id).toBeGreaterThan(first)
    await held.approve(1)
    expect(core.state.connectAttempt.status).toBe('connected')
  })

  it('reports the expiry once the QR code is no longer on screen', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    const held = holdConnect(evmAdapter)
    openModal(core)
    pushView(core, { view: 'ConnectingWalletConnect' })
    void startConnectAttempt(core, {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      view: 'ConnectingWalletConnect',
    })
    pushView(core, { view: 'AllWallets' })
    await held.refuse(0, new AppKitError('WALLETCONNECT_PAIRING_EXPIRED'))
    expect(held.spy).toHaveBeenCalledTimes(1)
    expect(core.state.connectAttempt).toMatchObject({
      status: 'error',
      error: { code: 'WALLETCONNECT_PAIRING_EXPIRED' },
    })
  })
})
