import { announceProvider } from './announce-provider.ts'
import type { EvmTestWalletOptions, TestWalletInfo } from './types.ts'
import { DEFAULT_TEST_WALLET_ICON, defaultAnnounceTarget } from './wallet-defaults.ts'

/** The EIP-6963 options every EVM test wallet takes. */
export type AnnounceTestWalletParameters = Pick<
  EvmTestWalletOptions,
  'name' | 'rdns' | 'icon' | 'uuid' | 'announceTarget'
>

/** The wallet's EIP-6963 info: what `parameters` names, the wallet's defaults for the rest. */
export function testWalletInfo(
  parameters: AnnounceTestWalletParameters,
  defaults: { name: string; rdns: string },
): TestWalletInfo {
  return {
    uuid: parameters.uuid ?? globalThis.crypto.randomUUID(),
    name: parameters.name ?? defaults.name,
    icon: parameters.icon ?? DEFAULT_TEST_WALLET_ICON,
    rdns: parameters.rdns ?? defaults.rdns,
  }
}

/** Announces `provider` on the wallet's target, if it has one; `announce` again, `stop` answering. */
export function announceTestWallet(
  parameters: AnnounceTestWalletParameters,
  detail: { info: TestWalletInfo; provider: unknown },
): { announce: () => void; stop: () => void } {
  const target =
    parameters.announceTarget === null
      ? undefined
      : (parameters.announceTarget ?? defaultAnnounceTarget())
  return target ? announceProvider(target, detail) : { announce() {}, stop() {} }
}
