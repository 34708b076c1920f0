import * as wagmiCore from '@wagmi/core'
import { describe, expect, inject, it } from 'vitest'
import { getConnection, watchConnection } from './wagmi-actions.ts'

const installed = wagmiCore as unknown as Record<string, unknown>

// Runs under both vitest configs: the one of this run decides which @wagmi/core is installed.
describe('the installed @wagmi/core', () => {
  const major = inject('wagmiMajor')

  it(`is ${major}.x, the major this run is meant to exercise`, () => {
    expect(String(installed.version)).toMatch(new RegExp(`^${major}\\.`))
  })

  it('gives the connection actions of its major', () => {
    // In wagmi 3 the old names are aliases of the new functions themselves.
    expect(getConnection).toBe(major === 3 ? installed.getConnection : installed.getAccount)
    expect(watchConnection).toBe(major === 3 ? installed.watchConnection : installed.watchAccount)
    expect(typeof getConnection).toBe('function')
    expect(typeof watchConnection).toBe('function')
  })
})
