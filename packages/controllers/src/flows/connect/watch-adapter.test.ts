import { describe, expect, it } from 'vitest'
import { setSiwxConfig } from '../../state/siwx/set-siwx-config.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
} from '../../test-utils/connected-core.ts'
import { createFakeSiwx } from '../../test-utils/fake-siwx.ts'
import { signInWithWallet } from '../siwx/sign-in-with-wallet.ts'
import { connect } from './connect.ts'
import { watchAdapter } from './watch-adapter.ts'

async function flush() {
  for (let index = 0; index < 10; index++) await Promise.resolve()
}

describe('watchAdapter', () => {
  it('follows account and network changes made in the wallet', async () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    watchAdapter(core, evmAdapter)
    await connect(core, { connectorId: 'io.metamask' })
    evmWallet.switchAccount(EVM_ADDRESS_2)
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS_2}`)
    evmWallet.switchChain(137)
    await flush()
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:137:${EVM_ADDRESS_2}`)
  })

  it('asks to sign in for an account or network without a session, not for one with it', async () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    const siwx = createFakeSiwx({ required: true })
    setSiwxConfig(core, siwx)
    watchAdapter(core, evmAdapter)
    await connect(core, { connectorId: 'io.metamask' })
    await signInWithWallet(core)
    expect(core.state.modal.open).toBe(false)
    evmWallet.switchAccount(EVM_ADDRESS_2)
    await flush()
    expect(core.state.router.view).toBe('SIWXSignMessage')
    expect(core.state.modal.open).toBe(true)
    await signInWithWallet(core)
    evmWallet.switchAccount(EVM_ADDRESS)
    await flush()
    expect(core.state.modal.open).toBe(false)
    expect(core.state.siwx.hasSession).toBe(true)
    evmWallet.switchChain(137)
    await flush()
    expect(core.state.router.view).toBe('SIWXSignMessage')
    expect(siwx.sessions).toHaveLength(2)
  })

  it('resets the account when the wallet disconnects', async () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    watchAdapter(core, evmAdapter)
    await connect(core, { connectorId: 'io.metamask' })
    evmWallet.disconnectFromWallet()
    await flush()
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
    expect(core.state.connectors.activeConnectorIds.eip155).toBeUndefined()
  })

  it('adds connectors the adapter discovers', async () => {
    const { core, evmAdapter } = createCoreWithWallets()
    watchAdapter(core, evmAdapter)
    await evmAdapter.syncConnectors()
    expect(core.state.connectors.allConnectors.map((connector) => connector.id)).toEqual([
      'io.metamask',
    ])
  })

  it('stops listening, and watching again replaces the previous watcher', async () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    watchAdapter(core, evmAdapter)
    const stop = watchAdapter(core, evmAdapter)
    await connect(core, { connectorId: 'io.metamask' })
    stop()
    expect(core.runtime.adapterSubscriptions.size).toBe(0)
    evmWallet.switchAccount(EVM_ADDRESS_2)
    expect(core.state.chains.activeCaipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  it('logs failures of event handling instead of throwing', async () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    watchAdapter(core, evmAdapter)
    await connect(core, { connectorId: 'io.metamask' })
    const warnings: string[] = []
    core.services.logger.warn = (message) => void warnings.push(message)
    core.services.storage.setItem = () => Promise.reject(new Error('disk full'))
    evmWallet.switchChain(137)
    evmWallet.disconnectFromWallet()
    await flush()
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('ignores account changes for a namespace without a network', () => {
    const { core, evmWallet, evmAdapter } = createCoreWithWallets()
    watchAdapter(core, evmAdapter)
    delete core.state.chains.chains.eip155
    evmWallet.authorized = true
    expect(() => evmWallet.switchAccount(EVM_ADDRESS_2)).not.toThrow()
  })
})
