import { describe, expect, it } from 'vitest'
import { projectFromRow } from './project.ts'
import { formatProjectTable, projectToJson } from './project-cli-format.ts'
import { parseProjectCommand } from './project-cli-options.ts'

const row = (smartAccountNetworks: string | null) => ({
  id: 'shop',
  name: 'Shop',
  allowed_origins: '[]',
  allowed_features: null,
  rate_limit_max: null,
  smart_account_networks: smartAccountNetworks,
  created_at: 0,
  updated_at: 0,
})

describe('per-project smart-account networks', () => {
  it('parses --smart-account-networks as a list, none or default', () => {
    const networks = (value: string) =>
      parseProjectCommand(['set', 'shop', '--smart-account-networks', value]).smartAccountNetworks
    expect(networks('eip155:31337, eip155:31338,eip155:31337')).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(networks('none')).toEqual([])
    expect(networks('default')).toBeNull()
    expect(parseProjectCommand(['set', 'shop', '--name', 'S']).smartAccountNetworks).toBeUndefined()
    expect(() => networks('eip155:31337,mainnet')).toThrow(
      '--smart-account-networks: "mainnet": Expected a CAIP-2 network id',
    )
    expect(() => networks(',')).toThrow(
      'expected CAIP-2 ids (eip155:8453,...), "none" or "default"',
    )
    expect(() => parseProjectCommand(['list', '--smart-account-networks', 'none'])).toThrow(
      'project list: --smart-account-networks is not an option of list',
    )
  })

  it('reads the column: null is the default, [] none', () => {
    expect(projectFromRow(row(null)).smartAccountNetworks).toBeUndefined()
    expect(projectFromRow(row('[]')).smartAccountNetworks).toEqual([])
    expect(projectFromRow(row('["eip155:31337"]')).smartAccountNetworks).toEqual(['eip155:31337'])
    expect(() => projectFromRow(row('{"a":1}'))).toThrow(
      'The stored smart_account_networks of project shop is not a JSON array of strings',
    )
  })

  it('lists them in the table and the JSON', () => {
    const projects = [
      { ...projectFromRow(row('["eip155:31337","eip155:31338"]')), id: 'a' },
      { ...projectFromRow(row('[]')), id: 'b' },
      { ...projectFromRow(row(null)), id: 'c' },
    ]
    const lines = formatProjectTable(projects).trimEnd().split('\n')
    expect(lines[0]).toMatch(/RATE LIMIT\s+SMART ACCOUNTS$/)
    expect(lines.slice(1).map((line) => line.split(/\s+/).at(-1))).toEqual([
      'eip155:31337,eip155:31338',
      'none',
      'default',
    ])
    expect(projects.map((project) => projectToJson(project).smartAccountNetworks)).toEqual([
      ['eip155:31337', 'eip155:31338'],
      [],
      'default',
    ])
  })
})
