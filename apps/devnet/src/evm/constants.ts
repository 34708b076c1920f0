/** Anvil's default mnemonic: its first accounts are the well-known test accounts. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts anvil funds: enough for every lab journey to sign with its own. */
export const EVM_ACCOUNT_COUNT = 24

/** Account 9 deploys every fixture, so account 0 starts with nonce 0. */
export const EVM_DEPLOYER_INDEX = 9
