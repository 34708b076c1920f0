import { describe, expect, it } from 'vitest'
import { parseConfig } from './load-config.ts'
import { applySecretVariables, secretsInFile } from './secret-variables.ts'

const chain = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  name: 'Base',
  rpcUrl: 'https://mainnet.base.org',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  accountAbstraction: {
    bundlerUrl: 'https://bundler.example',
    entryPoint: `0x${'1'.repeat(40)}`,
    accountFactory: `0x${'2'.repeat(40)}`,
  },
}
const file = {
  database: { url: 'sqlite::memory:' },
  chains: [chain],
  email: { smtp: { host: 'smtp.example', port: 587, user: 'apikey' } },
  social: { providers: { google: { issuer: 'https://accounts.google.com', clientId: 'id' } } },
}

describe('applySecretVariables', () => {
  it('takes every secret from its variable, the chain URLs by CAIP-2 id', () => {
    const recoveryKey = `${'A'.repeat(43)}=`
    const config = parseConfig(
      applySecretVariables(file, {
        DATABASE_URL: 'postgres://api:secret@db/api',
        REDIS_URL: 'redis://:secret@cache:6379',
        OPENAPPKIT_API_SMTP_PASSWORD: 'smtp-secret',
        OPENAPPKIT_API_RECOVERY_KEY: recoveryKey,
        OPENAPPKIT_API_SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
        // No github provider in the file: its secret alone turns nothing on.
        OPENAPPKIT_API_SOCIAL_GITHUB_CLIENT_SECRET: 'github-secret',
        OPENAPPKIT_API_TREASURY_EIP155_KEY: `0x${'3'.repeat(64)}`,
        OPENAPPKIT_API_RPC_URL_EIP155_8453: 'https://base.provider.example/v2/key',
        OPENAPPKIT_API_BUNDLER_URL_EIP155_8453: 'https://bundler.provider.example/key',
        OPENAPPKIT_API_METRICS_TOKEN: 'a-scraper-token-of-some-length',
      }),
    )
    expect(config.database.url).toBe('postgres://api:secret@db/api')
    expect(config.redis?.url).toBe('redis://:secret@cache:6379')
    expect(config.email.smtp?.password).toBe('smtp-secret')
    expect(config.email.recoveryKey).toBe(recoveryKey)
    expect(config.social.providers).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'google-secret',
      },
    })
    expect(config.onramp.treasury.eip155PrivateKey).toBe(`0x${'3'.repeat(64)}`)
    expect(config.chains[0]?.rpcUrl).toBe('https://base.provider.example/v2/key')
    expect(config.chains[0]).toMatchObject({
      accountAbstraction: { bundlerUrl: 'https://bundler.provider.example/key' },
    })
    expect(config.server.metricsToken).toBe('a-scraper-token-of-some-length')
  })

  it('names the variable of a secret that is missing', () => {
    expect(() => parseConfig(applySecretVariables(file, {}))).toThrow(
      'social.providers.google.clientSecret: Invalid input: expected string, received undefined (set it with OPENAPPKIT_API_SOCIAL_GOOGLE_CLIENT_SECRET)',
    )
  })
})

describe('secretsInFile', () => {
  it('finds secrets written in the file, and the variable each belongs in', () => {
    expect(
      secretsInFile({
        database: { url: 'postgres://api:secret@db/api' },
        redis: { url: 'redis://cache:6379' },
        email: { smtp: { password: 'x' }, recoveryKey: 'k' },
        chains: [
          { caipNetworkId: 'eip155:1', rpcUrl: 'https://eth.provider.example/?key=1' },
          { caipNetworkId: 'eip155:10', rpcUrl: 'https://mainnet.optimism.io' },
        ],
      }),
    ).toEqual([
      { path: 'database.url', variable: 'DATABASE_URL' },
      { path: 'email.smtp.password', variable: 'OPENAPPKIT_API_SMTP_PASSWORD' },
      { path: 'email.recoveryKey', variable: 'OPENAPPKIT_API_RECOVERY_KEY' },
      { path: 'chains[0].rpcUrl', variable: 'OPENAPPKIT_API_RPC_URL_EIP155_1' },
    ])
  })
})
