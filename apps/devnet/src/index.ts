export {
  BITCOIN_DEVNET_CAIP_NETWORK_ID,
  BITCOIN_TEST_ACCOUNT_COUNT,
} from './bitcoin/constants.ts'
export { DevnetError } from './errors.ts'
export {
  ACCOUNT_FACTORY_SALT,
  CREATE2_DEPLOYER_ADDRESS,
  ENTRY_POINT_V07_ADDRESS,
  ENTRY_POINT_V07_SALT,
} from './evm/account-abstraction.ts'
export { deriveEvmAccounts, type EvmTestAccount } from './evm/accounts.ts'
export { type ContractArtifact, type DevnetContractName, getArtifact } from './evm/artifacts.ts'
export { DEVNET_MNEMONIC } from './evm/constants.ts'
export type { AccountAbstractionAddresses } from './evm/deploy-account-abstraction.ts'
export type { EvmFixtureAddresses } from './evm/deploy-fixtures.ts'
export { EVM_CHAINS, MULTICALL3_ADDRESS } from './evm/fixture-plan.ts'
export { type CaughtMail, MAIL_INBOX_CAPACITY } from './mail/mail-inbox.ts'
export {
  MAIL_MAX_BYTES,
  type MailCatcher,
  type StartMailCatcherParameters,
  startMailCatcher,
} from './mail/start-mail-catcher.ts'
export {
  DEFAULT_MANIFEST_PATH,
  type DevnetManifest,
  devnetManifestSchema,
  parseDevnetManifest,
  readDevnetManifest,
} from './manifest.ts'
export {
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_GENESIS_HASH,
} from './solana/constants.ts'
export {
  DEFAULT_DEVNET_PORTS,
  type DevnetPorts,
  EPHEMERAL_DEVNET_PORTS,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from './start-devnet.ts'
