import { type Address, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { callsStatusOf, capabilitiesOf, readSendCalls } from './eip-5792.ts'
import type { ActiveAccount } from './smart-account-wallet.ts'
import type { EmbeddedSmartAccount } from './to-embedded-smart-account.ts'

const OWNER: Address = '0x1111111111111111111111111111111111111111'
const SMART: Address = '0x2222222222222222222222222222222222222222'
const RECEIVER: Address = '0x3333333333333333333333333333333333333333'
// readSendCalls only hands the account on; these tests never send.
const smart: ActiveAccount = {
  type: 'smartAccount',
  address: SMART,
  account: { address: SMART } as EmbeddedSmartAccount,
}
const batch = (overrides: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: toHex(31337),
    calls: [{ to: RECEIVER, value: '0x10' }],
    ...overrides,
  },
]

describe('EIP-5792 in the frame', () => {
  it('reads a batch into calls of the smart account', () => {
    const request = readSendCalls(batch({ from: SMART }), {
      chainId: 31337,
      enabled: true,
      active: smart,
    })
    expect(request.calls).toEqual([{ to: RECEIVER, value: 16n }])
    expect(request.account).toBe(smart.account)
  })

  it('refuses malformed batches, other chains, the EOA and non-optional capabilities', () => {
    const context = { chainId: 31337, enabled: true, active: smart }
    const codeOf = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return (error as { code: number }).code
      }
      return 'accepted'
    }
    expect(codeOf(() => readSendCalls([{ calls: [] }], context))).toBe(-32602)
    expect(codeOf(() => readSendCalls(batch({ calls: [] }), context))).toBe(-32602)
    expect(codeOf(() => readSendCalls(batch({ chainId: toHex(1) }), context))).toBe(5710)
    expect(codeOf(() => readSendCalls(batch(), { ...context, enabled: false }))).toBe(5710)
    const eoa: ActiveAccount = { type: 'eoa', address: OWNER }
    expect(codeOf(() => readSendCalls(batch(), { ...context, active: eoa }))).toBe(5760)
    expect(codeOf(() => readSendCalls(batch({ from: OWNER }), context))).toBe(-32602)
    const paymaster = { paymasterService: { url: 'http://paymaster.test' } }
    expect(codeOf(() => readSendCalls(batch({ capabilities: paymaster }), context))).toBe(5700)
    const optional = { paymasterService: { url: 'http://paymaster.test', optional: true } }
    expect(codeOf(() => readSendCalls(batch({ capabilities: optional }), context))).toBe('accepted')
  })

  it('answers capabilities of this wallet only', async () => {
    const context = {
      owner: OWNER,
      smartAccount: async (chainId: number) => (chainId === 31337 ? SMART : undefined),
    }
    expect(await capabilitiesOf([SMART, [toHex(31337), toHex(31338)]], context, [31337])).toEqual({
      [toHex(31337)]: { atomic: { status: 'supported' } },
      [toHex(31338)]: { atomic: { status: 'unsupported' } },
    })
    await expect(capabilitiesOf([RECEIVER], context, [31337])).rejects.toMatchObject({ code: 4100 })
    expect(() => capabilitiesOf(['nope'], context, [31337])).toThrow(/wallet_getCapabilities/)
  })

  it('says a batch without a receipt yet is pending', () => {
    const id = `0x${'ab'.repeat(32)}` as const
    expect(callsStatusOf(id, 31337, null)).toEqual({
      version: '2.0.0',
      id,
      chainId: toHex(31337),
      status: 100,
      atomic: true,
    })
  })
})
