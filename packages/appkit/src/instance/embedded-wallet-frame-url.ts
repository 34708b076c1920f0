import type { AppKitCore } from '@openappkit/controllers'
import type { CreateAppKitOptions } from '../options/types.ts'

/** The wallet frame's page when email or social login is on and a frame is known; else none. */
export function embeddedWalletFrameUrl(
  core: AppKitCore,
  options: Pick<CreateAppKitOptions, 'api' | 'embeddedWalletUrl' | 'projectId'>,
): string | undefined {
  const { email, socials } = core.state.options.remoteFeatures
  if (!email && !(socials && socials.length > 0)) return undefined
  if (options.embeddedWalletUrl) return options.embeddedWalletUrl
  if (!options.api) return undefined
  const url = new URL(`${options.api.replace(/\/+$/, '')}/v1/embedded/frame`)
  if (options.projectId) url.searchParams.set('projectId', options.projectId)
  return url.toString()
}
