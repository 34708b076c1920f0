import { bitcoinManifestSection } from './bitcoin/manifest-section.ts'
import type { BitcoinEsplora } from './bitcoin/start-bitcoin-esplora.ts'
import type { Bundler } from './bundler/start-bundler.ts'
import { DevnetError } from './errors.ts'
import type { EvmTestAccount } from './evm/accounts.ts'
import { DEVNET_MNEMONIC, EVM_DEPLOYER_INDEX } from './evm/constants.ts'
import type { AccountAbstractionAddresses } from './evm/deploy-account-abstraction.ts'
import type { EvmFixtureAddresses } from './evm/deploy-fixtures.ts'
import { ERC20_FIXTURES, ERC721_FIXTURE, EVM_CHAINS, WETH_TOKEN } from './evm/fixture-plan.ts'
import type { AnvilNode } from './evm/start-anvil.ts'
import type { MailCatcher } from './mail/start-mail-catcher.ts'
import { type DevnetManifest, parseDevnetManifest } from './manifest.ts'
import type { OidcProvider } from './oidc/start-oidc-provider.ts'
import {
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_USDC,
} from './solana/constants.ts'
import type { SolanaRpc } from './solana/start-solana-rpc.ts'

/** The pieces the manifest is assembled from, once every node and server is up. */
export type BuildManifestParameters = {
  anvils: readonly AnvilNode[]
  accounts: readonly EvmTestAccount[]
  contracts: EvmFixtureAddresses
  solana: SolanaRpc
  mail: MailCatcher
  oidc: OidcProvider
  bitcoin: BitcoinEsplora
  accountAbstraction: { addresses: AccountAbstractionAddresses; bundler: Bundler }
}

/** Assembles and validates the manifest of a started devnet. */
export function buildManifest({
  anvils,
  accounts,
  contracts,
  solana,
  mail,
  oidc,
  bitcoin,
  accountAbstraction,
}: BuildManifestParameters): DevnetManifest {
  const deployer = accounts[EVM_DEPLOYER_INDEX]
  if (!deployer) throw new DevnetError('Missing deployer account')
  const erc20 = (key: keyof typeof ERC20_FIXTURES) => ({
    address: contracts[key],
    name: ERC20_FIXTURES[key].name,
    symbol: ERC20_FIXTURES[key].symbol,
    decimals: ERC20_FIXTURES[key].decimals,
  })
  const { fixtures } = solana
  return parseDevnetManifest({
    version: 1,
    evm: {
      mnemonic: DEVNET_MNEMONIC,
      deployer: deployer.address,
      chains: anvils.map((anvil, index) => ({
        name: EVM_CHAINS[index]?.name ?? `Devnet ${anvil.chainId}`,
        chainId: anvil.chainId,
        caipNetworkId: `eip155:${anvil.chainId}`,
        rpcUrl: anvil.rpcUrl,
        wsUrl: anvil.wsUrl,
        bundlerUrl: accountAbstraction.bundler.urls.get(anvil.chainId),
        entryPoint: accountAbstraction.addresses.entryPoint,
        accountFactory: accountAbstraction.addresses.accountFactory,
      })),
      contracts,
      tokens: {
        usdc: erc20('usdc'),
        dai: erc20('dai'),
        zeroDecimals: erc20('zeroDecimals'),
        weth: { address: contracts.weth, ...WETH_TOKEN },
      },
      nft: { address: contracts.nft, name: ERC721_FIXTURE.name, symbol: ERC721_FIXTURE.symbol },
      accounts,
    },
    solana: {
      name: 'OpenAppKit Devnet Solana',
      genesisHash: SOLANA_DEVNET_GENESIS_HASH,
      caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
      rpcUrl: solana.httpUrl,
      wsUrl: solana.wsUrl,
      mints: {
        usdc: {
          address: fixtures.usdcMint.address,
          name: SOLANA_USDC.name,
          symbol: SOLANA_USDC.symbol,
          decimals: SOLANA_USDC.decimals,
          mintAuthority: {
            address: fixtures.usdcMintAuthority.address,
            secretKey: fixtures.usdcMintAuthority.secretKey,
          },
        },
      },
      accounts: fixtures.accounts.map((account) => ({
        address: account.address,
        secretKey: account.secretKey,
        usdcTokenAccount: account.usdcTokenAccount,
      })),
    },
    bitcoin: bitcoinManifestSection(bitcoin),
    mail: { smtpHost: mail.smtpHost, smtpPort: mail.smtpPort, inboxUrl: mail.inboxUrl },
    oidc: { issuer: oidc.issuer, clients: oidc.clients },
  })
}
