import type { Address, Hex } from 'viem'

/** EntryPoint v0.7's canonical address: the package's creation code lands there through CREATE2. */
export const ENTRY_POINT_V07_ADDRESS: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** The salt eth-infinitism deployed EntryPoint v0.7 with on every public chain. */
export const ENTRY_POINT_V07_SALT: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** Arachnid's deterministic deployer (anvil preinstalls it): calldata is salt ‖ creation code. */
export const CREATE2_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** Salt of the account factory's CREATE2 deployment: its address depends on nothing else. */
export const ACCOUNT_FACTORY_SALT: Hex = `0x${'00'.repeat(32)}`

/**
 * HD index (same mnemonic) of the key the bundler signs handleOps with. It lies past the funded
 * accounts, so no fixture or lab journey shares its nonce; the devnet funds it with anvil_setBalance.
 */
export const BUNDLER_KEY_INDEX = 4337

/** Ether the bundler key starts with (it pays handleOps gas and is refunded by the accounts). */
export const BUNDLER_BALANCE_WEI = 10_000n * 10n ** 18n
