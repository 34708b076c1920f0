import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { DevnetError } from '../errors.ts'

// Where @foundry-rs/anvil ships its binary: an optional dependency per platform.
const PLATFORM_PACKAGES: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The anvil executable inside the platform package of `@foundry-rs/anvil`, resolved from that
 * package (pnpm keeps the platform package next to it, not next to us). Calling it directly
 * skips the package's JS wrapper and its postinstall, which only downloads a fallback binary.
 */
export function resolveAnvilBinary(): string {
  const key = `${process.platform}-${process.arch}`
  const platformPackage = PLATFORM_PACKAGES[key]
  if (!platformPackage) throw new DevnetError(`anvil has no binary for ${key}`)
  const fromDevnet = createRequire(import.meta.url)
  const fromAnvil = createRequire(fromDevnet.resolve('@foundry-rs/anvil/package.json'))
  const binary = fromAnvil.resolve(
    `${platformPackage}/bin/${process.platform === 'win32' ? 'anvil.exe' : 'anvil'}`,
  )
  if (!existsSync(binary)) throw new DevnetError(`anvil binary missing at ${binary}`)
  return binary
}
