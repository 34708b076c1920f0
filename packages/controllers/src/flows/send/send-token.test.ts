import { RpcError } from '@openappkit/common/errors'
import { describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import { pushView } from '../../state/router/push-view.ts'
import { createSendState } from '../../state/send/send-state.ts'
import {
  createCoreWithWallets,
  EVM_ADDRESS,
  EVM_ADDRESS_2,
} from '../../test-utils/connected-core.ts'
import { bitcoin } from '../../test-utils/networks.ts'
import { syncNativeBalance } from '../account/sync-native-balance.ts'
import { connect } from '../connect/connect.ts'
import { sendToken } from './send-token.ts'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
}

async function ready() {
  const context = createCoreWithWallets()
  await connect(context.core, { connectorId: 'io.metamask' })
  pushView(context.core, { view: 'WalletSend' })
  pushView(context.core, { view: 'WalletSendPreview' })
  Object.assign(context.core.state.send, {
    token: eth,
    sendTokenAmount: 1,
    receiverAddress: EVM_ADDRESS_2,
    receiverProfileName: 'bob.eth',
    tokenBalances: [eth],
  })
  const events: string[] = []
  context.core.runtime.eventListeners.add((record) => events.push(record.data.event))
  return { ...context, events }
}

describe('sendToken', () => {
  it('sends with loading on, tracks SEND_INITIATED and SEND_SUCCESS, resets and shows Account', async () => {
    const { core, evmWallet, events } = await ready()
    const pending = sendToken(core)
    expect(core.state.send.loading).toBe(true)
    expect(events).toEqual(['SEND_INITIATED'])
    const result = await pending
    expect(result).toEqual({ status: 'sent', hash: expect.stringMatching(/^0x/) })
    expect(evmWallet.sent[0]).toMatchObject({
      address: EVM_ADDRESS,
      to: EVM_ADDRESS_2,
      value: 10n ** 18n,
      data: '0x',
    })
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(core.state.send).toEqual(createSendState())
    expect(core.state.router.view).toBe('Account')
    // The finished send leaves history: Back from Account does not open an empty form.
    expect(core.state.router.history).toEqual(['Connect', 'Account'])
  })

  it('says so with the hash and the explorer page, and lists the send in Activity at once', async () => {
    const { core, clock } = await ready()
    const result = await sendToken(core)
    if (result.status !== 'sent') throw new Error('the send failed')
    const { hash } = result
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'success',
      message: {
        code: 'TRANSACTION_SENT',
        params: { hash: `${hash.slice(0, 6)}…${hash.slice(-4)}` },
      },
      link: `https://explorer.test/1/tx/${hash}`,
    })
    expect(core.state.transactions.sent).toEqual([
      {
        id: hash,
        metadata: expect.objectContaining({
          operationType: 'send',
          hash,
          status: 'pending',
          sentTo: EVM_ADDRESS_2,
          chain: 'eip155:1',
          minedAt: new Date(clock.now()).toISOString(),
        }),
        transfers: [expect.objectContaining({ direction: 'out', quantity: { numeric: '1' } })],
      },
    ])
    // The next send starts from the token this one sent.
    expect(core.runtime.lastSentTokens.get('eip155:1')).toBe('eip155:1:ETH')
  })

  it('marks the listed send confirmed once mined, failed when it reverted', async () => {
    const { core, evmAdapter } = await ready()
    let outcome: 'success' | 'reverted' = 'success'
    evmAdapter.waitForTransaction = async () => ({ status: outcome })
    const first = await sendToken(core)
    await vi.waitFor(() =>
      expect(core.state.transactions.sent[0]?.metadata.status).toBe('confirmed'),
    )
    outcome = 'reverted'
    Object.assign(core.state.send, {
      token: eth,
      sendTokenAmount: 1,
      receiverAddress: EVM_ADDRESS_2,
    })
    const second = await sendToken(core)
    await vi.waitFor(() => expect(core.state.transactions.sent[0]?.metadata.status).toBe('failed'))
    expect(core.state.transactions.sent.map((transaction) => transaction.id)).toEqual([
      second.status === 'sent' ? second.hash : '',
      first.status === 'sent' ? first.hash : '',
    ])
  })

  it('reads the native balance again without the cache once the send went out', async () => {
    const { core, evmWallet } = await ready()
    evmWallet.balances[EVM_ADDRESS] = 3n * 10n ** 18n
    await syncNativeBalance(core)
    // The memory wallet does not move funds: the node's new balance is set by hand.
    evmWallet.balances[EVM_ADDRESS] = 2n * 10n ** 18n
    await sendToken(core)
    await vi.waitFor(() =>
      expect(core.state.chains.chains.eip155?.accountState).toMatchObject({
        balance: '2',
        balanceSymbol: 'ETH',
      }),
    )
  })

  it('shows the rejected message when the visitor refuses (4001) and keeps the fields', async () => {
    const { core, evmWallet, events } = await ready()
    evmWallet.rejectNextRequest()
    const result = await sendToken(core)
    expect(result).toMatchObject({ status: 'failed', error: { code: 'USER_REJECTED_REQUEST' } })
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'USER_REJECTED_REQUEST' },
    })
    expect(core.state.send).toMatchObject({ loading: false, sendTokenAmount: 1 })
    expect(events).toEqual(['SEND_INITIATED'])
    expect(core.state.router.view).toBe('WalletSendPreview')
  })

  it('maps node errors through mapNodeError into the toast', async () => {
    const { core, evmAdapter } = await ready()
    evmAdapter.sendTransaction = async () => {
      throw new RpcError(-32000, { message: 'insufficient funds for gas * price + value' })
    }
    const result = await sendToken(core)
    expect(result.status).toBe('failed')
    expect(core.state.toast.message).toEqual({ code: 'INSUFFICIENT_FUNDS' })
  })

  it('throws the docs/project/behaviour.md §5 messages before anything is sent', async () => {
    const { core, evmWallet, events } = await ready()
    core.state.send.receiverAddress = undefined
    await expect(sendToken(core)).rejects.toThrow('An amount and receiver address are required')
    core.state.send.receiverAddress = EVM_ADDRESS_2
    core.state.send.token = undefined
    await expect(sendToken(core)).rejects.toThrow('A token is required')
    expect(evmWallet.sent).toEqual([])
    expect(events).toEqual([])
    expect(core.state.send.loading).toBe(false)
  })

  it('throws Unsupported chain outside eip155, solana and bip122', async () => {
    const { core } = await ready()
    // A network of a namespace sends are not defined for.
    core.state.chains.activeCaipNetwork = {
      ...bitcoin,
      chainNamespace: 'polkadot',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    }
    Object.assign(core.state.send, { token: eth, sendTokenAmount: 1, receiverAddress: 'bc1q' })
    await expect(sendToken(core)).rejects.toThrow('Unsupported chain')
  })

  it('throws without a connected account', async () => {
    const { core } = createCoreWithWallets()
    Object.assign(core.state.send, {
      token: eth,
      sendTokenAmount: 1,
      receiverAddress: EVM_ADDRESS_2,
    })
    await expect(sendToken(core)).rejects.toThrow('No ActiveCaipAddress found')
  })
})
