import { describe, expect, it } from 'vitest'
import { themeModeSchema } from './theme-mode.ts'

describe('themeModeSchema', () => {
  it.each(['light', 'dark'])('accepts %s', (mode) => {
    expect(themeModeSchema.parse(mode)).toBe(mode)
  })

  it.each(['system', 'Dark', '', 1])('rejects %j', (mode) => {
    expect(themeModeSchema.safeParse(mode).success).toBe(false)
  })
})
