import {
  AddressPurpose,
  type AddressPurpose as AddressPurposeType,
  BitcoinAdapter,
  type BitcoinConnector,
} from '@openappkit/adapter-bitcoin'
import {
  SolanaAdapter as SolanaAdapterOfMainEntry,
  type Provider as SolanaProviderOfMainEntry,
} from '@openappkit/adapter-solana'
import {
  type AnyTransaction,
  SolanaAdapter,
  type Connection as SolanaConnection,
  type Provider as SolanaProvider,
  useAppKitConnection,
} from '@openappkit/adapter-solana/react'
import type {
  AccountType,
  AppKitNetwork,
  AppKitOptions,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  ConnectedWalletInfo,
  Connection,
  Connector,
  ConnectorType,
  CreateAppKit,
  CustomWallet,
  Event,
  EventsControllerState,
  Features,
  Metadata,
  OpenOptions,
  Provider,
  SIWXConfig,
  SIWXMessage,
  SIWXSession,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  UseAppKitAccountReturn,
  UseAppKitNetworkReturn,
  UseAppKitWalletsReturn,
  User,
  Views,
  WalletFeature,
} from '@openappkit/appkit'
import { datahavenTestnet, mainnet, polygonAmoy, rootstock } from '@openappkit/appkit/networks'
import * as react from '@openappkit/appkit/react'
import type {
  Transaction,
  VersionedTransaction,
  Connection as Web3Connection,
} from '@solana/web3.js'
import type { Eip1193Provider as EthersEip1193Provider } from 'ethers'
import type { EIP1193Provider as ViemEip1193Provider } from 'viem'
import { describe, expect, expectTypeOf, it } from 'vitest'

// The names apps written for the incumbent import, each held to the shape those apps use: a
// missing or changed one fails the typecheck (and the values, this run). The entries are the
// published ones (the packages' dist types), as an app sees them.

describe('the incumbent’s names under @openappkit/appkit and …/react', () => {
  it('types CAIP ids, namespaces and networks as the incumbent does', () => {
    expectTypeOf<'eip155:1'>().toExtend<CaipNetworkId>()
    expectTypeOf<'eip155:1:0xab'>().toExtend<CaipAddress>()
    expectTypeOf<'eip155' | 'solana' | 'bip122'>().toExtend<ChainNamespace>()
    expectTypeOf<AppKitNetwork>().toEqualTypeOf<CaipNetwork>()
    expectTypeOf<react.CaipNetworkId>().toEqualTypeOf<CaipNetworkId>()
  })

  it('types Provider so ethers’ BrowserProvider and viem’s custom transport take it', () => {
    expectTypeOf<Provider>().toExtend<EthersEip1193Provider>()
    expectTypeOf<Provider['request']>().toExtend<
      (arguments_: { method: string; params?: unknown[] }) => Promise<unknown>
    >()
    expectTypeOf<Provider['on']>().toBeFunction()
    expectTypeOf<react.Provider>().toEqualTypeOf<Provider>()
    // viem's own provider type goes the other way: a viem provider is a Provider.
    expectTypeOf<ViemEip1193Provider>().toExtend<Provider>()
  })

  it('types the hooks’ returns under their incumbent names', () => {
    expectTypeOf<UseAppKitAccountReturn>().toEqualTypeOf<react.UseAppKitAccountReturnType>()
    expectTypeOf<UseAppKitAccountReturn['allAccounts'][number]>().toEqualTypeOf<AccountType>()
    expectTypeOf<AccountType>().toHaveProperty('publicKey').toEqualTypeOf<string | undefined>()
    expectTypeOf<AccountType>().toHaveProperty('path').toEqualTypeOf<string | undefined>()
    expectTypeOf<AccountType>().toExtend<{
      namespace: ChainNamespace
      address: string
      type: string | undefined
      publicKey?: string | undefined
      path?: string | undefined
    }>()
    expectTypeOf<UseAppKitAccountReturn>().toExtend<{
      address: string | undefined
      caipAddress: CaipAddress | undefined
      isConnected: boolean
      status: string | undefined
    }>()
    expectTypeOf<UseAppKitNetworkReturn>().toEqualTypeOf<react.UseAppKitNetworkReturnType>()
    expectTypeOf<UseAppKitNetworkReturn['switchNetwork']>()
      .parameter(0)
      .toEqualTypeOf<CaipNetwork>()
    expectTypeOf<UseAppKitNetworkReturn['chainId']>().toEqualTypeOf<number | string | undefined>()
    expectTypeOf<EventsControllerState>().toEqualTypeOf<react.UseAppKitEventsReturnType>()
    expectTypeOf<ConnectedWalletInfo>().toExtend<{ name: string; icon?: string | undefined }>()
    expectTypeOf<react.UseWalletInfoReturnType['walletInfo']>().toEqualTypeOf<
      ConnectedWalletInfo | undefined
    >()
  })

  it('types options, theme, social providers and connections', () => {
    expectTypeOf<AppKitOptions>().toEqualTypeOf<react.CreateAppKitOptions>()
    expectTypeOf<CreateAppKit>().toEqualTypeOf<AppKitOptions>()
    expectTypeOf<Parameters<typeof react.createAppKit>[0]>().toEqualTypeOf<CreateAppKit>()
    expectTypeOf<ThemeMode>().toEqualTypeOf<'light' | 'dark'>()
    expectTypeOf({ '--w3m-accent': '#000', '--w3m-z-index': 1000 }).toExtend<ThemeVariables>()
    expectTypeOf<
      'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
    >().toEqualTypeOf<SocialProvider>()
    expectTypeOf<Connection>().toExtend<{
      connectorId: string
      accounts: { address: string; type?: string | undefined }[]
    }>()
  })

  it('types metadata, features, views, users, connectors, custom wallets and sign-in', () => {
    expectTypeOf({
      name: 'App',
      description: 'An app',
      url: 'https://app.example',
      icons: ['https://app.example/icon.png'],
    }).toExtend<Metadata>()
    expectTypeOf<AppKitOptions['metadata']>().toEqualTypeOf<Metadata | undefined>()
    expectTypeOf({ analytics: true, email: false }).toExtend<Features>()
    expectTypeOf<WalletFeature>().toExtend<string>()
    expectTypeOf<'Connect' | 'Account' | 'Networks'>().toExtend<Views>()
    expectTypeOf<OpenOptions>().toEqualTypeOf<react.OpenParameters>()
    expectTypeOf<OpenOptions['view']>().toEqualTypeOf<Views | undefined>()
    expectTypeOf<User>().toExtend<{ email?: string | null | undefined }>()
    expectTypeOf<Connector>().toExtend<{ id: string; name: string; type: ConnectorType }>()
    expectTypeOf<'INJECTED' | 'WALLET_CONNECT' | 'AUTH'>().toExtend<ConnectorType>()
    expectTypeOf({
      id: 'w',
      name: 'W',
      homepage: 'https://w.example',
      image_url: 'https://w.example/i.png',
      mobile_link: 'w://',
      app_store: null,
    }).toExtend<CustomWallet>()
    expectTypeOf<CustomWallet>().toExtend<NonNullable<AppKitOptions['customWallets']>[number]>()
    expectTypeOf<AppKitOptions['siwx']>().toEqualTypeOf<SIWXConfig | undefined>()
    expectTypeOf<SIWXSession>().toHaveProperty('signature')
    expectTypeOf<SIWXMessage>().toHaveProperty('accountAddress')
    expectTypeOf<UseAppKitWalletsReturn>().toEqualTypeOf<react.UseAppKitWalletsReturnType>()
    expectTypeOf<Event>().toExtend<{ type: 'track' | 'error'; event: string }>()
    expectTypeOf<ChainAdapter>().toHaveProperty('connect')
  })

  it('offers viem’s chains from …/networks under viem’s names, ours where both define one', () => {
    for (const network of [rootstock, datahavenTestnet, polygonAmoy, mainnet])
      expect(network.chainNamespace).toBe('eip155')
    expect(rootstock.caipNetworkId).toBe('eip155:30')
    expect(polygonAmoy.testnet).toBe(true)
    expectTypeOf(rootstock).toEqualTypeOf<AppKitNetwork>()
  })

  it('gives React apps the hooks and createAppKit from …/react', () => {
    for (const hook of [
      react.createAppKit,
      react.useAppKit,
      react.useAppKitAccount,
      react.useAppKitNetwork,
      react.useAppKitProvider,
      react.useAppKitState,
      react.useAppKitTheme,
      react.useAppKitEvents,
      react.useWalletInfo,
      react.useDisconnect,
      react.useAppKitBalance,
      react.useAppKitConnection,
      react.useAppKitConnections,
    ])
      expect(hook).toBeTypeOf('function')
  })
})

describe('the incumbent’s names under the adapters', () => {
  it('gives …/adapter-solana/react the adapter, its provider type and useAppKitConnection', () => {
    expect(SolanaAdapter).toBe(SolanaAdapterOfMainEntry)
    expect(useAppKitConnection).toBeTypeOf('function')
    expectTypeOf<SolanaProvider['signMessage']>().toBeFunction()
    expectTypeOf<SolanaProvider['publicKey']>().not.toBeNever()
    expectTypeOf<SolanaProviderOfMainEntry>().toEqualTypeOf<SolanaProvider>()
    expectTypeOf<SolanaConnection>().toEqualTypeOf<Web3Connection>()
    expectTypeOf<AnyTransaction>().toEqualTypeOf<Transaction | VersionedTransaction>()
  })

  it('types BitcoinConnector and its call shapes as the incumbent’s namespace does', () => {
    expect(BitcoinAdapter).toBeTypeOf('function')
    expect(AddressPurpose).toEqual({ Ordinal: 'ordinal', Payment: 'payment', Stacks: 'stx' })
    expectTypeOf<BitcoinConnector.AccountAddress>().toExtend<{
      address: string
      purpose: AddressPurposeType
      publicKey?: string | undefined
      path?: string | undefined
    }>()
    expectTypeOf<BitcoinConnector.AccountAddress>().toHaveProperty('path')
    expectTypeOf<BitcoinConnector.AccountAddress>().toHaveProperty('publicKey')
    expectTypeOf<BitcoinConnector.SignMessageParams>().toExtend<{
      address: string
      message: string
    }>()
    expectTypeOf<{
      amount: string
      recipient: string
    }>().toExtend<BitcoinConnector.SendTransferParams>()
    expectTypeOf<{
      psbt: string
      signInputs: { address: string; index: number; sighashTypes: number[] }[]
      broadcast: boolean
    }>().toExtend<BitcoinConnector.SignPSBTParams>()
    expectTypeOf<BitcoinConnector.SignPSBTResponse>().toEqualTypeOf<{
      psbt: string
      txid?: string | undefined
    }>()
    expectTypeOf<BitcoinConnector['getAccountAddresses']>().returns.resolves.toEqualTypeOf<
      BitcoinConnector.AccountAddress[]
    >()
  })
})
