import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { buildManifest } from './build-manifest.ts'
import type { Bundler } from './bundler/start-bundler.ts'
import { DevnetError } from './errors.ts'
import { BUNDLER_KEY_INDEX } from './evm/account-abstraction.ts'
import { DEVNET_MNEMONIC, EVM_ACCOUNT_COUNT, EVM_DEPLOYER_INDEX } from './evm/constants.ts'
import { EVM_ACCOUNT_BALANCE_ETHER, EVM_CHAINS } from './evm/fixture-plan.ts'
import { startAnvil } from './evm/start-anvil.ts'
import { startMailCatcher } from './mail/start-mail-catcher.ts'
import type { DevnetManifest } from './manifest.ts'

/** Ports of the devnet's endpoints; 0 picks a free port. */
export type DevnetPorts = {
  /** One per EVM chain: 31337 then 31338. */
  evm: readonly [number, number]
  solanaHttp: number
  solanaWs: number
  /** The mail catcher's SMTP server and HTTP inbox. */
  smtp: number
  mailHttp: number
  /** The OpenID provider playing the social logins. */
  oidc: number
  /** The Bitcoin regtest's Esplora HTTP API. */
  bitcoinEsplora: number
  /** The ERC-4337 bundler (one endpoint per EVM chain at `/<chainId>`). */
  bundler: number
}

/** The usual ports (anvil's 8545, Solana's 8899/8900, the Esplora API's 8094, the bundler's 4337). */
export const DEFAULT_DEVNET_PORTS: DevnetPorts = {
  evm: [8545, 8546],
  solanaHttp: 8899,
  solanaWs: 8900,
  smtp: 1025,
  mailHttp: 8025,
  oidc: 8035,
  bitcoinEsplora: 8094,
  bundler: 4337,
}

/** Free ports picked by the system, so parallel test files never collide. */
export const EPHEMERAL_DEVNET_PORTS: DevnetPorts = {
  evm: [0, 0],
  solanaHttp: 0,
  solanaWs: 0,
  smtp: 0,
  mailHttp: 0,
  oidc: 0,
  bitcoinEsplora: 0,
  bundler: 0,
}

/** Parameters of {@link startDevnet}. */
export type StartDevnetParameters = {
  /** Interface every endpoint binds to; defaults to 127.0.0.1. */
  host?: string | undefined
  ports?: Partial<DevnetPorts> | undefined
  /** Where to write the manifest (removed again by stop); nothing is written when absent. */
  manifestPath?: string | undefined
  /** The Bitcoin regtest: `automine: false` keeps sent transactions until `/regtest/mine`. */
  bitcoin?: { automine?: boolean | undefined } | undefined
}

/** A running devnet. */
export type StartDevnetReturnType = {
  manifest: DevnetManifest
  /** Process ids of the anvil nodes (children of this process). */
  pids: readonly number[]
  /** Stops every node and server; safe to call more than once. */
  stop: () => Promise<void>
}

// Written whole then renamed, so a reader polling for the file never sees half of it.
async function writeManifest(path: string, manifest: DevnetManifest): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`)
  await rename(partial, path)
}

/**
 * Starts two anvil nodes (31337, 31338) with the fixtures deployed, the Solana RPC over LiteSVM
 * and the Bitcoin regtest's Esplora API, all in parallel. If any part fails, whatever did start
 * is stopped before rethrowing. The heavy modules (@solana/kit, viem, bitcoinjs-lib) load lazily,
 * in the order they are needed, so the anvil processes boot while they load and the endpoints
 * answer as early as possible.
 */
export async function startDevnet(
  parameters: StartDevnetParameters = {},
): Promise<StartDevnetReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const ports = { ...DEFAULT_DEVNET_PORTS, ...parameters.ports }
  const started = await Promise.allSettled([
    ...EVM_CHAINS.map((chain, index) =>
      startAnvil({
        chainId: chain.chainId,
        host,
        port: ports.evm[index] ?? 0,
        mnemonic: DEVNET_MNEMONIC,
        accountCount: EVM_ACCOUNT_COUNT,
        balanceEther: EVM_ACCOUNT_BALANCE_ETHER,
      }),
    ),
    import('./solana/start-solana-rpc.ts').then(({ startSolanaRpc }) =>
      startSolanaRpc({ host, httpPort: ports.solanaHttp, wsPort: ports.solanaWs }),
    ),
    startMailCatcher({ host, smtpPort: ports.smtp, httpPort: ports.mailHttp }),
    import('./oidc/start-oidc-provider.ts').then(({ startOidcProvider }) =>
      startOidcProvider({ host, port: ports.oidc }),
    ),
    import('./bitcoin/start-bitcoin-esplora.ts').then(({ startBitcoinEsplora }) =>
      startBitcoinEsplora({
        host,
        port: ports.bitcoinEsplora,
        automine: parameters.bitcoin?.automine,
      }),
    ),
  ])
  const anvils = started.flatMap((result) =>
    result.status === 'fulfilled' && 'pid' in result.value ? [result.value] : [],
  )
  const solana = started.flatMap((result) =>
    result.status === 'fulfilled' && 'ledger' in result.value ? [result.value] : [],
  )[0]
  const mail = started.flatMap((result) =>
    result.status === 'fulfilled' && 'inboxUrl' in result.value ? [result.value] : [],
  )[0]
  const oidc = started.flatMap((result) =>
    result.status === 'fulfilled' && 'issuer' in result.value ? [result.value] : [],
  )[0]
  const bitcoin = started.flatMap((result) =>
    result.status === 'fulfilled' && 'esploraUrl' in result.value ? [result.value] : [],
  )[0]

  let bundler: Bundler | undefined
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      await Promise.all([
        bundler?.close(),
        ...anvils.map((anvil) => anvil.stop()),
        solana?.close(),
        mail?.stop(),
        oidc?.stop(),
        bitcoin?.close(),
      ])
      if (parameters.manifestPath) await rm(parameters.manifestPath, { force: true })
    })()
    return stopped
  }

  try {
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    if (!solana) throw new DevnetError('Solana RPC did not start')
    if (!mail) throw new DevnetError('The mail catcher did not start')
    if (!oidc) throw new DevnetError('The OpenID provider did not start')
    if (!bitcoin) throw new DevnetError('The Bitcoin regtest did not start')
    const [
      { deriveEvmAccount, deriveEvmAccounts },
      { deployEvmFixtures },
      { deployAccountAbstraction },
      { startBundler },
    ] = await Promise.all([
      import('./evm/accounts.ts'),
      import('./evm/deploy-fixtures.ts'),
      import('./evm/deploy-account-abstraction.ts'),
      import('./bundler/start-bundler.ts'),
    ])
    const accounts = deriveEvmAccounts(DEVNET_MNEMONIC, EVM_ACCOUNT_COUNT)
    const deployer = accounts[EVM_DEPLOYER_INDEX]
    if (!deployer) throw new DevnetError('Missing deployer account')
    const bundlerKey = deriveEvmAccount(DEVNET_MNEMONIC, BUNDLER_KEY_INDEX)
    // The ERC-4337 contracts come from the bundler key, the fixtures from the deployer: two
    // senders, so both run at once without touching each other's nonces.
    const [deployments, abstractions] = await Promise.all([
      Promise.all(
        anvils.map((anvil) =>
          deployEvmFixtures({
            rpcUrl: anvil.rpcUrl,
            deployer: deployer.address,
            holders: accounts.map((account) => account.address),
          }),
        ),
      ),
      Promise.all(
        anvils.map((anvil) =>
          deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, bundler: bundlerKey.address }),
        ),
      ),
    ])
    const [contracts, ...others] = deployments
    const [addresses, ...otherAddresses] = abstractions
    if (!contracts || !addresses) throw new DevnetError('No EVM chain started')
    if (
      others.some((other) => JSON.stringify(other) !== JSON.stringify(contracts)) ||
      otherAddresses.some((other) => JSON.stringify(other) !== JSON.stringify(addresses))
    ) {
      throw new DevnetError('EVM fixtures landed at different addresses on the two chains')
    }
    bundler = await startBundler({
      host,
      port: ports.bundler,
      chains: anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl })),
      entryPoint: addresses.entryPoint,
      bundlerPrivateKey: bundlerKey.privateKey,
    })
    const manifest = buildManifest({
      anvils,
      accounts,
      contracts,
      solana,
      mail,
      oidc,
      bitcoin,
      accountAbstraction: { addresses, bundler },
    })
    if (parameters.manifestPath) await writeManifest(parameters.manifestPath, manifest)
    return { manifest, pids: anvils.map((anvil) => anvil.pid), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
