import { countWalletPrompts, walletPrompts } from '@openappkit/testing/node'
import { inject } from 'vitest'
import type { LabSession, OpenLabParameters } from './open-lab.ts'

/** This browser's handles on its api sessions, as `ApiSessionStorage` keeps them. */
type StoredTokens = Record<string, { id: string; token: string }>

/** A session as `GET /v1/sessions/{account}` lists it for its token. */
type ApiSiwxSession = { id: string; message: string }

/** What differs between the EVM and the Solana sign-in journeys. */
export type SiwxJourney = {
  preset: 'siwx' | 'siwx-solana'
  openLab: OpenLabParameters
  rejectNextRequest(lab: LabSession): Promise<void>
  switchToOtherAccount(lab: LabSession): Promise<void>
  switchBack(lab: LabSession): Promise<void>
  /** Starts recording the wallet's prompts across the next reload. */
  recordPrompts(lab: LabSession): Promise<void>
  /** The signing prompts since the reload. */
  signingPromptsSinceReload(lab: LabSession): Promise<string[]>
  /** The key the page stores an account's token under. */
  accountKey(caipAddress: string): string
  storedTokens(lab: LabSession): Promise<StoredTokens>
  /** The sign-in sessions the api lists for the account, with the page's token unless given. */
  sessionsOnApi(lab: LabSession, account: string, token?: string): Promise<ApiSiwxSession[]>
}

const TOKENS_KEY = '@openappkit/siwx-tokens'

async function storedTokens(lab: LabSession): Promise<StoredTokens> {
  const text = await lab.page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)
  return JSON.parse(text ?? '{}') as StoredTokens
}

function accountKey(caipAddress: string): string {
  return caipAddress.startsWith('eip155:') ? caipAddress.toLowerCase() : caipAddress
}

async function sessionsOnApi(lab: LabSession, account: string, token?: string) {
  const key = accountKey(account)
  const bearer = token ?? (await storedTokens(lab))[key]?.token
  if (!bearer) throw new Error(`the page holds no sign-in token for ${key}`)
  const { apiUrl } = inject('lab')
  const response = await fetch(`${apiUrl}/v1/sessions/${encodeURIComponent(key)}`, {
    headers: { authorization: `Bearer ${bearer}` },
  })
  if (!response.ok) throw new Error(`GET /v1/sessions answered ${response.status}`)
  return ((await response.json()) as { siwx: ApiSiwxSession[] }).siwx
}

const shared = { accountKey, storedTokens, sessionsOnApi }

/** The two sign-in journeys: wagmi with the injected EVM wallet, Solana with a Wallet Standard one. */
export function siwxJourneys(): SiwxJourney[] {
  const { manifest } = inject('lab')
  return [
    {
      ...shared,
      preset: 'siwx',
      openLab: { accountIndex: 3, preset: 'siwx' },
      rejectNextRequest: (lab) => lab.wallet.rejectNextRequest(),
      async switchToOtherAccount(lab) {
        await lab.wallet.switchAccount(manifest.evm.accounts[2]?.privateKey ?? '0x')
      },
      async switchBack(lab) {
        await lab.wallet.switchAccount(manifest.evm.accounts[3]?.privateKey ?? '0x')
      },
      recordPrompts: (lab) => countWalletPrompts(lab.page),
      signingPromptsSinceReload: (lab) => walletPrompts(lab.page),
    },
    {
      ...shared,
      preset: 'siwx-solana',
      openLab: {
        accountIndex: 3,
        preset: 'siwx-solana',
        injectWallet: false,
        solanaAccounts: [2, 3],
      },
      rejectNextRequest: async (lab) => lab.solanaWallet?.rejectNextRequest(),
      async switchToOtherAccount(lab) {
        await lab.solanaWallet?.switchAccount(1)
      },
      async switchBack(lab) {
        await lab.solanaWallet?.switchAccount(0)
      },
      // The page's Wallet Standard wallet starts each load with no requests.
      recordPrompts: async () => {},
      async signingPromptsSinceReload(lab) {
        const state = await lab.solanaWallet?.getState()
        return state?.requests.filter((feature) => /sign/i.test(feature)) ?? []
      },
    },
  ]
}
