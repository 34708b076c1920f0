import type { InjectablePage } from './inject-test-wallet.ts'

// What the scripts below reach in the page; typed here so this file needs no DOM library.
type PageGlobals = {
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void }
  __openAppKitTestWallet?: { request: (arguments_: { method: string }) => Promise<unknown> }
}

/** Requests of an EIP-1193 wallet that put a prompt in front of the visitor. */
export const PROMPTING_METHODS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

/**
 * From the next page load on, records every request of the injected test wallet that would prompt
 * the visitor (kept in sessionStorage across reloads); read them with {@link walletPrompts}.
 */
export async function countWalletPrompts(page: InjectablePage): Promise<void> {
  await page.addInitScript({
    content: `(${recordPrompts.toString()})(${JSON.stringify(PROMPTING_METHODS)})`,
  })
}

// Runs in the page before its scripts (serialized: it may use nothing from this module).
function recordPrompts(methods: readonly string[]): void {
  const { sessionStorage, __openAppKitTestWallet: wallet } = globalThis as unknown as PageGlobals
  if (!wallet) return
  sessionStorage.setItem('test-wallet-prompts-installed', 'true')
  const request = wallet.request.bind(wallet)
  wallet.request = (arguments_: { method: string }) => {
    if (methods.includes(arguments_.method)) {
      const seen = JSON.parse(sessionStorage.getItem('test-wallet-prompts') ?? '[]') as string[]
      sessionStorage.setItem('test-wallet-prompts', JSON.stringify([...seen, arguments_.method]))
    }
    return request(arguments_)
  }
}

/** The prompting wallet requests recorded since {@link countWalletPrompts}, in order. */
export async function walletPrompts(page: InjectablePage): Promise<string[]> {
  const { installed, prompts } = await page.evaluate(() => {
    const { sessionStorage } = globalThis as unknown as PageGlobals
    return {
      installed: sessionStorage.getItem('test-wallet-prompts-installed') === 'true',
      prompts: JSON.parse(sessionStorage.getItem('test-wallet-prompts') ?? '[]') as string[],
    }
  }, undefined)
  if (!installed) throw new Error('countWalletPrompts was not installed before this page load')
  return prompts
}
