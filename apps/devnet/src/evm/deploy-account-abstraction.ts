import {
  type Address,
  concat,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  publicActions,
} from 'viem'
import { DevnetError } from '../errors.ts'
import {
  ACCOUNT_FACTORY_SALT,
  BUNDLER_BALANCE_WEI,
  CREATE2_DEPLOYER_ADDRESS,
  ENTRY_POINT_V07_ADDRESS,
  ENTRY_POINT_V07_SALT,
} from './account-abstraction.ts'
import { getArtifact } from './artifacts.ts'
import { waitForReceipt } from './wait-for-receipt.ts'

// EntryPoint's creation (with its SenderCreator) uses ~4.2M gas, the factory's ~2.4M.
const DEPLOYMENT_GAS = 8_000_000n

/** Parameters of {@link deployAccountAbstraction}. */
export type DeployAccountAbstractionParameters = {
  rpcUrl: string
  /** Funded here; sends the two CREATE2 deployments (anvil impersonates it). */
  bundler: Address
}

/** Where the ERC-4337 contracts live; identical on both chains and across restarts. */
export type AccountAbstractionAddresses = {
  entryPoint: Address
  /** Created by EntryPoint's constructor (its first CREATE): it runs the factories of initCode. */
  senderCreator: Address
  accountFactory: Address
  /** The DevnetSmartAccount implementation behind every account proxy. */
  accountImplementation: Address
}

/**
 * Deploys EntryPoint v0.7 and the DevnetSmartAccountFactory through the CREATE2 deployer, from
 * the bundler key (not the fixture deployer, whose nonce fixes the other fixtures' addresses).
 */
export async function deployAccountAbstraction({
  rpcUrl,
  bundler,
}: DeployAccountAbstractionParameters): Promise<AccountAbstractionAddresses> {
  const transport = http(rpcUrl)
  const client = createTestClient({ mode: 'anvil', transport }).extend(publicActions)
  const wallet = createWalletClient({ transport })
  await client.setBalance({ address: bundler, value: BUNDLER_BALANCE_WEI })
  await client.impersonateAccount({ address: bundler })

  const entryPointCode = getArtifact('EntryPoint').bytecode
  const { abi, bytecode } = getArtifact('DevnetSmartAccountFactory')
  const factoryCode = encodeDeployData({ abi, bytecode, args: [ENTRY_POINT_V07_ADDRESS] })
  const deployments: { name: string; salt: Hex; code: Hex }[] = [
    { name: 'EntryPoint v0.7', salt: ENTRY_POINT_V07_SALT, code: entryPointCode },
    { name: 'DevnetSmartAccountFactory', salt: ACCOUNT_FACTORY_SALT, code: factoryCode },
  ]
  const hashes: Hex[] = []
  for (const { salt, code } of deployments) {
    hashes.push(
      await wallet.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: bundler,
            to: CREATE2_DEPLOYER_ADDRESS,
            data: concat([salt, code]),
            gas: `0x${DEPLOYMENT_GAS.toString(16)}`,
          },
        ],
      }),
    )
  }
  for (const [index, hash] of hashes.entries()) {
    const what = deployments[index]?.name ?? 'deployment'
    const receipt = await waitForReceipt({ client, hash, what, details: rpcUrl })
    if (receipt.status !== 'success') {
      throw new DevnetError(`Deployment of ${what} reverted`, { details: rpcUrl })
    }
  }
  await client.stopImpersonatingAccount({ address: bundler })

  const create2 = (salt: Hex, code: Hex) =>
    getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER_ADDRESS, salt, bytecode: code })
  const entryPoint = create2(ENTRY_POINT_V07_SALT, entryPointCode)
  if (entryPoint !== ENTRY_POINT_V07_ADDRESS) {
    throw new DevnetError(`EntryPoint landed at ${entryPoint}, not its canonical address`)
  }
  const accountFactory = create2(ACCOUNT_FACTORY_SALT, factoryCode)
  // Contracts start at nonce 1: both constructors' first CREATE lands at nonce 1.
  const addresses: AccountAbstractionAddresses = {
    entryPoint,
    senderCreator: getContractAddress({ from: entryPoint, nonce: 1n }),
    accountFactory,
    accountImplementation: getContractAddress({ from: accountFactory, nonce: 1n }),
  }
  for (const [name, address] of Object.entries(addresses)) {
    const code = await client.getCode({ address })
    if (!code || code === '0x') {
      throw new DevnetError(`No code at ${address} (${name}) after deployment`, { details: rpcUrl })
    }
  }
  return addresses
}
