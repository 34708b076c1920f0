import { describe, expect, it } from 'vitest'
import { accountTypeSchema } from './account-type.ts'

describe('accountTypeSchema', () => {
  it.each(['eoa', 'smartAccount'])('accepts %s', (type) => {
    expect(accountTypeSchema.parse(type)).toBe(type)
  })

  it.each(['EOA', 'smartaccount', 'smart_account', 'payment', ''])('rejects %j', (type) => {
    expect(accountTypeSchema.safeParse(type).success).toBe(false)
  })
})
