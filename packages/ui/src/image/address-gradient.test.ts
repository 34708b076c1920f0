import { describe, expect, it } from 'vitest'
import { addressGradient } from './address-gradient.ts'

const alice = '0x52908400098527886E0F7030069857D2E4169EE7'
const bob = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'

describe('addressGradient', () => {
  it('is deterministic and ignores case', () => {
    expect(addressGradient(alice)).toEqual(addressGradient(alice))
    expect(addressGradient(alice.toLowerCase())).toEqual(addressGradient(alice))
  })

  it('differs between two addresses', () => {
    expect(addressGradient(alice).background).not.toBe(addressGradient(bob).background)
    expect(addressGradient(alice).colors).not.toEqual(addressGradient(bob).colors)
  })

  it('differs for addresses one character apart', () => {
    const neighbour = `${alice.slice(0, -1)}8`
    expect(addressGradient(neighbour).background).not.toBe(addressGradient(alice).background)
  })

  it('produces three hsl colours and a CSS gradient', () => {
    const { colors, background } = addressGradient('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')
    for (const color of colors) expect(color).toMatch(/^hsl\(\d{1,3} \d{2}% \d{2}%\)$/)
    expect(background).toMatch(/^radial-gradient\(.+\), linear-gradient\(\d+deg, hsl/)
  })
})
