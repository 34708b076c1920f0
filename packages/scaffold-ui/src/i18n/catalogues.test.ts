import {
  englishMessages,
  formatEnglishMessage,
  isProblemFamilyCode,
  type ProblemFamilyCode,
} from '@openappkit/common/errors'
import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { enElements } from './en-elements.ts'
import { enFeatures } from './en-features.ts'
import { enShell } from './en-shell.ts'
import { placeholdersOfMessage, pluralBlocksOf } from './format-message.ts'
import { loadLocaleCatalogues } from './load-catalogue.ts'
import { LOCALES, type Locale, localeSettings } from './locale-settings.ts'
import { fetchProblemTexts } from './messages/problem-texts.ts'
import type { LocaleCatalogues } from './types.ts'

/** The parts of a language; `problems` holds every family's problem texts (`CODE.PROBLEM`). */
type Part = keyof LocaleCatalogues | 'problems'
type Texts = Readonly<Record<string, string>>

const PARTS: readonly Part[] = ['elements', 'shell', 'features', 'messages', 'problems']

const FAMILIES = Object.keys(englishMessages).filter(isProblemFamilyCode)

/** Every family's problem texts in `locale`, keyed `ABI_CODEC_FAILED.DATA_TOO_SHORT`. */
async function problemsOf(locale: Locale): Promise<Texts> {
  const families = await Promise.all(
    FAMILIES.map(async (code: ProblemFamilyCode) => {
      const texts = await fetchProblemTexts(locale, code)
      return Object.entries(texts).map(([problem, text]) => [`${code}.${problem}`, text] as const)
    }),
  )
  return Object.fromEntries(families.flat())
}

/** English in the parts every other language is written in. */
const english: Readonly<Record<Part, Texts>> = {
  elements: enElements,
  shell: Object.fromEntries(
    Object.entries(enShell).filter(([key]) => !Object.hasOwn(enElements, key)),
  ),
  features: enFeatures,
  messages: englishMessages,
  problems: await problemsOf('en'),
}

const translated = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')
const catalogues: ReadonlyMap<Locale, Readonly<Record<Part, Texts>>> = new Map([
  ['en', english],
  ...(await Promise.all(
    translated.map(
      async (locale) =>
        [
          locale,
          { ...(await loadLocaleCatalogues(locale)), problems: await problemsOf(locale) },
        ] as const,
    ),
  )),
])

/** Every text of every locale, with its English original. */
function* texts() {
  for (const [locale, parts] of catalogues)
    for (const part of PARTS)
      for (const [key, text] of Object.entries(parts[part])) {
        const original = english[part][key]
        if (original !== undefined)
          yield { locale, part, key, text, original, at: `${locale} ${key}` }
      }
}

const sorted = (values: Iterable<string>) => [...values].sort()

const categories = new Map<Locale, string[]>()
/** The plural categories of a locale's language, as `Intl.PluralRules` knows them. */
function categoriesOf(locale: Locale): string[] {
  const known = categories.get(locale)
  if (known) return known
  const { numberLocale } = localeSettings[locale]
  const found = sorted(new Intl.PluralRules(numberLocale).resolvedOptions().pluralCategories)
  categories.set(locale, found)
  return found
}

// Texts that read the same in every language: names, and formats made of placeholders only.
const LANGUAGE_NEUTRAL = new Set([
  'namespace.eip155',
  'namespace.solana',
  'namespace.bip122',
  'namespace.polkadot',
  'social.google',
  'social.x',
  'social.farcaster',
  'social.discord',
  'social.apple',
  'social.github',
  'social.facebook',
  'title.ConnectingWalletConnect',
  'title.ConnectingWalletConnectBasic',
  'title.ConnectingFarcaster',
  'account.balanceValue',
  'common.amountValue',
  'swap.percent',
  'swap.valueInUSD',
  'NAME_SERVICE_REASON',
  'DAPP_MESSAGE',
])

// Words a language writes as English does (checked by hand, one by one): a key added here is a
// decision, not a way to silence a missing translation.
const SAME_AS_ENGLISH: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  es: ['send.tokenLabel'],
  'pt-BR': ['connect.tagQrCode', 'send.tokenLabel', 'activity.status'],
  fr: ['send.max', 'activity.other', 'names.suggestions', 'email.codeLabel', 'activity.date'],
  de: [
    'connect.walletsLabel',
    'allWallets.listLabel',
    'account.wallets',
    'account.smartAccount',
    'title.ConnectingSocial',
    'send.tokenLabel',
    'names.inputLabel',
    'approve.details',
    'email.codeLabel',
    'activity.status',
  ],
  it: [
    'title.Account',
    'connect.emailLabel',
    'connect.emailPlaceholder',
    'title.EmailLogin',
    'send.tokenLabel',
    'send.max',
    'account.explorer',
    'account.smartAccount',
  ],
  tr: ['send.tokenLabel'],
  id: [
    'connect.emailLabel',
    'connect.emailPlaceholder',
    'title.EmailLogin',
    'send.tokenLabel',
    'account.explorer',
    'activity.status',
  ],
  vi: ['connect.emailLabel', 'connect.emailPlaceholder', 'title.EmailLogin', 'send.tokenLabel'],
  pl: ['send.tokenLabel', 'activity.status'],
  nl: [
    'title.Account',
    'connect.walletsLabel',
    'connect.tagRecent',
    'allWallets.listLabel',
    'allWallets.results',
    'account.wallets',
    'send.tokenLabel',
    'send.max',
    'swap.slippage',
    'approve.details',
    'email.codeLabel',
    'account.smartAccount',
    'activity.status',
  ],
}

describe('catalogues', () => {
  it('gives every locale every key of every English part (errors and notices included), nothing more', () => {
    const missing: Record<string, string[]> = {}
    const extra: Record<string, string[]> = {}
    const note = (found: Record<string, string[]>, at: string, locale: Locale) => {
      found[at] = [...(found[at] ?? []), locale]
    }
    for (const [locale, parts] of catalogues)
      for (const part of PARTS) {
        for (const key of Object.keys(english[part]))
          if (!Object.hasOwn(parts[part], key)) note(missing, `${part}: ${key}`, locale)
        for (const key of Object.keys(parts[part]))
          if (!Object.hasOwn(english[part], key)) note(extra, `${part}: ${key}`, locale)
      }
    expect(translated.length).toBeGreaterThanOrEqual(19)
    expect(Object.keys(englishMessages).length).toBeGreaterThan(100)
    expect({ missing, extra }).toEqual({ missing: {}, extra: {} })
  })

  it('writes every text with exactly the placeholders of its English original', () => {
    const broken: Record<string, { english: string[]; translated: string[] }> = {}
    for (const { text, original, at } of texts()) {
      const expected = sorted(placeholdersOfMessage(original))
      const found = sorted(placeholdersOfMessage(text))
      if (text.trim() === '' || expected.join() !== found.join())
        broken[at] = { english: expected, translated: found }
    }
    expect(broken).toEqual({})
  })

  it("writes each plural with its language's categories (Intl.PluralRules), wherever English counts", () => {
    const wrong: Record<string, string> = {}
    for (const { locale, text, original, at } of texts()) {
      const needed = categoriesOf(locale)
      const blocks = pluralBlocksOf(text)
      if (blocks.length !== (text.match(/\{\w+,\s*plural,/g) ?? []).length)
        wrong[at] = 'a plural block is malformed'
      for (const block of blocks) {
        const written = sorted([...block.branches.keys()].filter((key) => !key.startsWith('=')))
        if (written.join() !== needed.join())
          wrong[at] =
            `{${block.name}} has ${written.join(', ')}; ${locale} needs ${needed.join(', ')}`
      }
      for (const { name } of pluralBlocksOf(original))
        if (!blocks.some((block) => block.name === name))
          wrong[at] = `{${name}} counts in English: write it as a plural`
    }
    expect(wrong).toEqual({})
  })

  it('translates every text but names and formats', () => {
    const untranslated: string[] = []
    for (const { locale, key, text, original, at } of texts()) {
      if (locale === 'en' || LANGUAGE_NEUTRAL.has(key)) continue
      if (text === original && !SAME_AS_ENGLISH[locale]?.includes(key)) untranslated.push(at)
    }
    expect(untranslated).toEqual([])
  })

  it("keeps the catalogue's English messages word for word", () => {
    const spec = {
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
      ERROR_SIGNING_MESSAGE: 'Error signing message',
      AUTHENTICATING: 'Authenticating...',
      AUTHENTICATION_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
      NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
      UNSUPPORTED_CHAIN: 'Unsupported chain',
      ERROR_RESOLVING_NAME: 'Error resolving name',
      ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
      ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
      NETWORK_NOT_FOUND: 'Network not found',
      ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
      SIWX_NOT_ENABLED: 'SIWX is not enabled',
      NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
      TRANSACTIONS_NEED_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
      MODAL_CLOSED: 'Modal closed',
      POPUP_CLOSED: 'Popup closed',
      FAILED_TO_CONNECT: 'Failed to connect',
      FAILED_TO_INITIATE_SOCIAL_CONNECTION: 'Failed to initiate social connection',
      FAILED_TO_CONNECT_TO_FARCASTER: 'Failed to connect to farcaster',
      CONNECTION_REJECTED: 'Connection rejected',
      NO_AUTH_CONNECTOR_FOUND: 'No auth connector found',
      NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
      FAILED_TO_DISCONNECT: 'Failed to disconnect',
      INVALID_CONNECTION_STATUS: 'Invalid connection status',
    } as const
    for (const [code, message] of Object.entries(spec))
      expect(englishMessages[code as keyof typeof spec], code).toBe(message)
    expect(formatEnglishMessage({ code: 'ERROR_REGISTERING_NAME', params: { name: 'ada' } })).toBe(
      'Error registering name ada',
    )
    expect(formatEnglishMessage({ code: 'HTTP_STATUS_CODE', params: { status: 404 } })).toBe(
      'HTTP status code: 404',
    )
    expect(
      formatEnglishMessage({ code: 'NO_CONNECTOR_FOUND_FOR_CONNECTION', params: { id: 'a' } }),
    ).toBe('No connector found for connection: a')
  })

  it('keeps the interface free of error texts: errors are shown by code', () => {
    expect(Object.keys(en).filter((key) => key.startsWith('error.'))).toEqual([])
  })

  it('keeps the stable accessible names of the interface in English', () => {
    expect(en['title.Connect']).toBe('Connect Wallet')
    expect(en['account.disconnect']).toBe('Disconnect')
    expect(en['account.send']).toBe('Send')
    expect(en['account.receive']).toBe('Receive')
    expect(en['account.swap']).toBe('Swap')
    expect(en['account.buy']).toBe('Buy')
    expect(en['account.activity']).toBe('Activity')
  })
})
