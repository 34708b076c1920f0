import type { AppKit } from '@openappkit/appkit'
import type { CaipNetwork } from '@openappkit/common'

/** What a preset gives the lab page: the instance and the networks it offers. */
export type LabSetup = {
  appKit: AppKit
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
}
