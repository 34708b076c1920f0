import {
  type Address,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  maxUint256,
  publicActions,
  zeroAddress,
} from 'viem'
import { DevnetError } from '../errors.ts'
import { type DevnetContractName, getArtifact } from './artifacts.ts'
import {
  ERC20_FIXTURES,
  ERC721_FIXTURE,
  type Erc20FixtureKey,
  FIXTURE_GAS,
  MULTICALL3_ADDRESS,
  POOL_FIXTURES,
} from './fixture-plan.ts'
import { waitForReceipt } from './wait-for-receipt.ts'

/** Parameters of {@link deployEvmFixtures}. */
export type DeployEvmFixturesParameters = {
  rpcUrl: string
  /** Sends every fixture transaction (an account anvil holds the key of). */
  deployer: Address
  /** Receive the ERC-20 supplies and the NFTs. */
  holders: readonly Address[]
}

/** Addresses of everything deployed; identical on both chains and across restarts. */
export type EvmFixtureAddresses = {
  multicall3: Address
  weth: Address
  uniswapV2Factory: Address
  uniswapV2Router02: Address
  usdc: Address
  dai: Address
  zeroDecimals: Address
  nft: Address
  usdcWethPair: Address
  daiWethPair: Address
}

/**
 * Deploys the fixtures on a fresh anvil node. The deployer's transactions go out in a fixed
 * order from nonce 0, so every CREATE address is the same on each start; Multicall3 is placed at
 * its canonical address with anvil_setCode.
 */
export async function deployEvmFixtures({
  rpcUrl,
  deployer,
  holders,
}: DeployEvmFixturesParameters): Promise<EvmFixtureAddresses> {
  const transport = http(rpcUrl)
  const client = createTestClient({ mode: 'anvil', transport }).extend(publicActions)
  const wallet = createWalletClient({ transport })

  async function send(request: {
    to?: Address
    data: Hex
    value?: bigint
  }): Promise<Address | null> {
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: deployer,
          ...(request.to ? { to: request.to } : {}),
          data: request.data,
          gas: `0x${FIXTURE_GAS.toString(16)}`,
          ...(request.value ? { value: `0x${request.value.toString(16)}` } : {}),
        },
      ],
    })
    const receipt = await waitForReceipt({
      client,
      hash,
      what: 'fixture transaction',
      details: rpcUrl,
    })
    if (receipt.status !== 'success') {
      throw new DevnetError(`Fixture transaction ${hash} reverted`, { details: rpcUrl })
    }
    return receipt.contractAddress ?? null
  }

  async function deploy(name: DevnetContractName, args: readonly unknown[] = []): Promise<Address> {
    const { abi, bytecode } = getArtifact(name)
    const address = await send({ data: encodeDeployData({ abi, bytecode, args }) })
    if (!address) throw new DevnetError(`Deployment of ${name} returned no address`)
    return getAddress(address)
  }

  async function call(
    to: Address,
    name: DevnetContractName,
    functionName: string,
    args: readonly unknown[],
    value?: bigint,
  ) {
    const { abi } = getArtifact(name)
    await send({
      to,
      data: encodeFunctionData({ abi, functionName, args }),
      ...(value ? { value } : {}),
    })
  }

  const multicall = getArtifact('Multicall3').deployedBytecode
  if (!multicall) throw new DevnetError('Multicall3 artifact has no runtime bytecode')
  await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall })

  const weth = await deploy('WETH9')
  const uniswapV2Factory = await deploy('UniswapV2Factory', [deployer])
  const uniswapV2Router02 = await deploy('UniswapV2Router02', [uniswapV2Factory, weth])
  const tokens = {} as Record<Erc20FixtureKey, Address>
  for (const [key, token] of Object.entries(ERC20_FIXTURES) as [
    Erc20FixtureKey,
    (typeof ERC20_FIXTURES)[Erc20FixtureKey],
  ][]) {
    tokens[key] = await deploy('DevnetERC20', [
      token.name,
      token.symbol,
      token.decimals,
      holders,
      token.supplyPerHolder * 10n ** BigInt(token.decimals),
    ])
  }
  const nft = await deploy('DevnetERC721', [
    ERC721_FIXTURE.name,
    ERC721_FIXTURE.symbol,
    holders,
    ERC721_FIXTURE.perHolder,
  ])

  const pairs = {} as Record<keyof typeof POOL_FIXTURES, Address>
  for (const [key, pool] of Object.entries(POOL_FIXTURES) as [
    keyof typeof POOL_FIXTURES,
    (typeof POOL_FIXTURES)[keyof typeof POOL_FIXTURES],
  ][]) {
    const token = tokens[pool.token]
    const amount = pool.tokenAmount * 10n ** BigInt(ERC20_FIXTURES[pool.token].decimals)
    await call(token, 'DevnetERC20', 'approve', [uniswapV2Router02, maxUint256])
    await call(
      uniswapV2Router02,
      'UniswapV2Router02',
      'addLiquidityETH',
      [token, amount, amount, pool.ether, deployer, maxUint256],
      pool.ether,
    )
    const pair = await client.readContract({
      address: uniswapV2Factory,
      abi: getArtifact('UniswapV2Factory').abi,
      functionName: 'getPair',
      args: [token, weth],
    })
    if (typeof pair !== 'string' || pair === zeroAddress) {
      throw new DevnetError(`No Uniswap-V2 pair for ${pool.token}/WETH`)
    }
    pairs[key] = getAddress(pair)
  }

  return {
    multicall3: MULTICALL3_ADDRESS,
    weth,
    uniswapV2Factory,
    uniswapV2Router02,
    ...tokens,
    nft,
    ...pairs,
  }
}
