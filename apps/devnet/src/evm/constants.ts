/** Anvil's default mnemonic: its first accounts are the well-known test accounts. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts anvil funds. */
export const EVM_ACCOUNT_COUNT = 10

/** The last funded account deploys every fixture, so account 0 starts with nonce 0. */
export const EVM_DEPLOYER_INDEX = 9
