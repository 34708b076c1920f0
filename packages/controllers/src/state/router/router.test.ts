import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet } from '../../test-utils/networks.ts'
import { popView } from './pop-view.ts'
import { pushView } from './push-view.ts'
import { replaceView } from './replace-view.ts'
import { resetRouter } from './reset-router.ts'
import { returnToView } from './return-to-view.ts'
import { ROUTER_VIEWS, SPEC_ROUTER_VIEWS } from './types.ts'

describe('router', () => {
  it('starts on Connect', () => {
    const { core } = createTestCore()
    expect(core.state.router.view).toBe('Connect')
    expect(core.state.router.history).toEqual(['Connect'])
  })

  it('pushes views with their data and ignores a push of the current view', () => {
    const { core } = createTestCore()
    pushView(core, { view: 'Networks' })
    pushView(core, { view: 'SwitchNetwork', data: { network: mainnet } })
    pushView(core, { view: 'SwitchNetwork' })
    expect(core.state.router.history).toEqual(['Connect', 'Networks', 'SwitchNetwork'])
    expect(core.state.router.data?.network?.id).toBe(1)
  })

  it('replaces the current view', () => {
    const { core } = createTestCore()
    pushView(core, { view: 'WalletSend' })
    pushView(core, { view: 'WalletSendPreview' })
    replaceView(core, { view: 'Account' })
    expect(core.state.router.view).toBe('Account')
    expect(core.state.router.history).toEqual(['Connect', 'WalletSend', 'Account'])
  })

  it('returns to a view of the history, dropping the finished flow above it', () => {
    const { core } = createTestCore()
    resetRouter(core, { view: 'Account' })
    pushView(core, { view: 'WalletSend' })
    pushView(core, { view: 'WalletSendPreview' })
    const flow = ['WalletSend', 'WalletSendPreview'] as const
    returnToView(core, { view: 'Account', flow })
    expect(core.state.router.view).toBe('Account')
    expect(core.state.router.history).toEqual(['Account'])
    // The send opened on its own: Account replaces the whole flow.
    resetRouter(core, { view: 'WalletSend' })
    pushView(core, { view: 'WalletSendPreview' })
    returnToView(core, { view: 'Account', flow })
    expect(core.state.router.history).toEqual(['Account'])
  })

  it('replaces into an empty history', () => {
    const { core } = createTestCore()
    core.state.router.history = []
    replaceView(core, { view: 'Account' })
    expect(core.state.router.history).toEqual(['Account'])
  })

  it('pops back one view and clears data, but not past the first view', () => {
    const { core } = createTestCore()
    pushView(core, { view: 'Networks', data: { network: mainnet } })
    expect(popView(core)).toBe('Connect')
    expect(core.state.router.data).toBeUndefined()
    expect(popView(core)).toBeUndefined()
    expect(core.state.router.view).toBe('Connect')
  })

  it('resets to one view', () => {
    const { core } = createTestCore()
    pushView(core, { view: 'Networks' })
    resetRouter(core, { view: 'Account' })
    expect(core.state.router.history).toEqual(['Account'])
    expect(core.state.router.view).toBe('Account')
  })

  it('lists every docs/project/behaviour.md §2 view among the router views', () => {
    expect(SPEC_ROUTER_VIEWS).toHaveLength(18)
    for (const view of SPEC_ROUTER_VIEWS) expect(ROUTER_VIEWS).toContain(view)
    expect(new Set(ROUTER_VIEWS).size).toBe(ROUTER_VIEWS.length)
  })
})
