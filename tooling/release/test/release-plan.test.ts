import { expect, it } from 'vitest'
import { type ReleasePlan, unaskedBumps } from '../src/release-plan.ts'

it('warns of a major bump no changeset asked for, not of a dependent patch', () => {
  const plan: ReleasePlan = {
    changesets: [
      {
        id: 'solana',
        releases: [
          { name: '@openappkit/adapter-solana', type: 'minor' },
          { name: '@openappkit/appkit', type: 'minor' },
        ],
      },
    ],
    releases: [
      {
        name: '@openappkit/appkit',
        type: 'minor',
        oldVersion: '0.1.0',
        newVersion: '0.2.0',
        changesets: ['solana'],
      },
      {
        name: '@openappkit/adapter-solana',
        type: 'major',
        oldVersion: '0.0.0',
        newVersion: '1.0.0',
        changesets: ['solana'],
      },
      {
        name: '@openappkit/ui',
        type: 'patch',
        oldVersion: '0.1.0',
        newVersion: '0.1.1',
        changesets: [],
      },
    ],
  }
  expect(unaskedBumps(plan)).toEqual([
    '@openappkit/adapter-solana goes 0.0.0 → 1.0.0 (major) though its changesets ask for minor: changesets bumps a package major when a package in its peerDependencies leaves the peer range',
  ])
})
