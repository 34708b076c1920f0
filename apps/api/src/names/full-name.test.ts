import { describe, expect, it } from 'vitest'
import { toFullName } from './full-name.ts'

describe('toFullName', () => {
  it('lower-cases and appends the zone, with or without the suffix given', () => {
    expect(toFullName('Alice', 'oak.id')).toEqual({
      label: 'alice',
      zone: 'oak.id',
      name: 'alice.oak.id',
    })
    expect(toFullName('alice-1.OAK.id', 'oak.id').name).toBe('alice-1.oak.id')
  })

  it('refuses docs/project/behaviour.md §5 violations and other zones with a reason', () => {
    for (const bad of ['abc', 'ali ce', 'ali_ce', 'alice.eth', 'аlice', 'a'.repeat(64)]) {
      expect(() => toFullName(bad, 'oak.id')).toThrow(/^Invalid name/)
    }
    try {
      toFullName('ab', 'oak.id')
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        reasons: [{ description: expect.stringMatching(/^Invalid name/) }],
      })
    }
  })
})
