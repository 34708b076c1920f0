import { describe, expect, it } from 'vitest'
import { hideModal } from '../../state/modal/hide-modal.ts'
import { createEmbeddedWalletCore } from '../../test-utils/auth-wallet.ts'
import { EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { openModal } from '../modal/open-modal.ts'
import { connectSocial, type SocialPopup } from './connect-social.ts'

function createPopup() {
  let resolve: (uri: string) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const result = new Promise<string>((done, fail) => {
    resolve = done
    reject = fail
  })
  const popup = {
    closed: false as boolean,
    navigated: [] as string[],
    navigate(url: string) {
      popup.navigated.push(url)
    },
    close() {
      popup.closed = true
    },
    result,
  } satisfies SocialPopup & { navigated: string[] }
  return { popup, resolve, reject }
}

async function settle() {
  for (let index = 0; index < 10; index++) await Promise.resolve()
}

function setup() {
  const context = createEmbeddedWalletCore()
  openModal(context.core, { view: 'Connect' })
  return { ...context, ...createPopup() }
}

describe('connectSocial', () => {
  it('points the popup at the provider, hands the result to the wallet and connects', async () => {
    const { core, wallet, popup, resolve } = setup()
    const pending = connectSocial(core, { provider: 'google', popup })
    expect(core.state.router.view).toBe('ConnectingSocial')
    expect(core.state.embeddedWallet).toMatchObject({ socialProvider: 'google', loading: true })
    await settle()
    expect(popup.navigated).toEqual(['https://auth.test/social'])
    resolve('https://dapp.test/?result=abc')
    const result = await pending
    expect(result.address).toBe(EVM_ADDRESS)
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'getSocialRedirectUri',
      'connectSocial',
    ])
    expect(wallet.calls[1]?.parameters).toEqual({ uri: 'https://dapp.test/?result=abc' })
    expect(popup.closed).toBe(true)
    expect(core.state.chains.chains.eip155?.accountState.socialProvider).toBe('google')
    expect(core.state.modal.open).toBe(false)
  })

  it('ends with Popup closed when the visitor closes the popup (checked every second)', async () => {
    const { core, clock, popup } = setup()
    const pending = connectSocial(core, { provider: 'github', popup })
    const outcome = pending.catch((error: Error) => error.message)
    await settle()
    clock.advance(1_000)
    popup.closed = true
    clock.advance(999)
    await settle()
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await settle()
    expect(settled).toBe(false)
    clock.advance(1)
    expect(await outcome).toBe('Popup closed')
    expect(core.state.embeddedWallet).toMatchObject({ error: 'Popup closed', loading: false })
    expect(clock.pendingTimers()).toBe(0)
  })

  it('ends with Modal closed when the modal closes meanwhile, closing the popup', async () => {
    const { core, clock, popup } = setup()
    const outcome = connectSocial(core, { provider: 'x', popup }).catch(
      (error: Error) => error.message,
    )
    await settle()
    hideModal(core)
    clock.advance(1_000)
    expect(await outcome).toBe('Modal closed')
    expect(popup.closed).toBe(true)
  })

  it('throws Failed to initiate social connection without a redirect URI', async () => {
    const { core, wallet, popup } = setup()
    wallet.failures.getSocialRedirectUri = 'provider down'
    await expect(connectSocial(core, { provider: 'apple', popup })).rejects.toThrow(
      'Failed to initiate social connection',
    )
    expect(popup.closed).toBe(true)
    const second = createPopup()
    wallet.getSocialRedirectUri = async () => ({ uri: '' })
    await expect(connectSocial(core, { provider: 'apple', popup: second.popup })).rejects.toThrow(
      'Failed to initiate social connection',
    )
  })

  it('throws Failed to connect when the wallet refuses the result', async () => {
    const { core, wallet, popup, resolve } = setup()
    wallet.failures.connectSocial = 'state mismatch'
    const pending = connectSocial(core, { provider: 'discord', popup })
    await settle()
    resolve('https://dapp.test/?result=forged')
    await expect(pending).rejects.toThrow('Failed to connect')
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('passes on a failure posted by the popup and refuses unknown providers', async () => {
    const { core, popup, reject } = setup()
    const pending = connectSocial(core, { provider: 'facebook', popup })
    await settle()
    reject(new Error('Untrusted origin'))
    await expect(pending).rejects.toThrow('Untrusted origin')
    const other = createPopup()
    await expect(
      connectSocial(core, { provider: 'myspace' as 'x', popup: other.popup }),
    ).rejects.toThrow('Invalid social provider: myspace')
    expect(other.popup.closed).toBe(true)
  })
})
