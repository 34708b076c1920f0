import type { Migration } from 'kysely'
import { initialMigration } from './001-initial.ts'
import { embeddedEmailMigration } from './002-embedded-email.ts'
import { embeddedDevicesMigration } from './003-embedded-devices.ts'
import { embeddedSocialMigration } from './004-embedded-social.ts'
import { embeddedFarcasterMigration } from './005-embedded-farcaster.ts'
import { siwxSessionsMigration } from './006-siwx-sessions.ts'
import { projectsMigration } from './007-projects.ts'
import { indexerLeasesMigration } from './008-indexer-leases.ts'
import { onRampDeliveryMigration } from './009-onramp-delivery.ts'
import { projectSmartAccountsMigration } from './010-project-smart-accounts.ts'

/** Migrations by name; names sort in the order they run. Never edit one that shipped. */
export const migrations: Readonly<Record<string, Migration>> = {
  '001-initial': initialMigration,
  '002-embedded-email': embeddedEmailMigration,
  '003-embedded-devices': embeddedDevicesMigration,
  '004-embedded-social': embeddedSocialMigration,
  '005-embedded-farcaster': embeddedFarcasterMigration,
  '006-siwx-sessions': siwxSessionsMigration,
  '007-projects': projectsMigration,
  '008-indexer-leases': indexerLeasesMigration,
  '009-onramp-delivery': onRampDeliveryMigration,
  '010-project-smart-accounts': projectSmartAccountsMigration,
}
