import type { WalletCatalogueEntry } from './wallet-entry.ts'

/**
 * The wallets every deployment offers unless the operator turns them off. Ids are the public
 * WalletConnect explorer ids of the same wallets, so an app's `featuredWalletIds`,
 * `includeWalletIds` and `excludeWalletIds` written for the incumbent keep meaning the same
 * wallets. Links are the wallets' published deep-link and universal-link bases.
 */
export const builtInWallets: readonly WalletCatalogueEntry[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    namespaces: ['eip155'],
    mobileLink: 'metamask://',
    color: '#f6851b',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    namespaces: ['eip155', 'solana', 'bip122'],
    mobileLink: 'trust://',
    color: '#0500ff',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    namespaces: ['eip155', 'solana'],
    mobileLink: 'cbwallet://',
    color: '#0052ff',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    namespaces: ['eip155'],
    mobileLink: 'rainbow://',
    color: '#001e59',
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    namespaces: ['eip155', 'solana', 'bip122'],
    mobileLink: 'phantom://',
    color: '#ab9ff2',
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    namespaces: ['eip155', 'solana'],
    mobileLink: 'zerion://',
    color: '#2962ef',
  },
  {
    id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    name: 'Uniswap Wallet',
    rdns: 'org.uniswap.app',
    namespaces: ['eip155'],
    mobileLink: 'uniswap://',
    color: '#ff007a',
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    namespaces: ['eip155', 'solana', 'bip122'],
    mobileLink: 'okex://main/',
    color: '#000000',
  },
  {
    id: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662',
    name: 'Bitget Wallet',
    rdns: 'com.bitget.web3',
    namespaces: ['eip155', 'solana', 'bip122'],
    mobileLink: 'bitkeep://',
    color: '#00f0ff',
  },
  {
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    namespaces: ['eip155', 'solana', 'bip122'],
    mobileLink: 'ledgerlive://',
    desktopLink: 'ledgerlive://',
    color: '#000000',
  },
  {
    id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    name: 'Safe',
    namespaces: ['eip155'],
    webappLink: 'https://app.safe.global/',
    color: '#12ff80',
  },
  {
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    rdns: 'com.solflare',
    namespaces: ['solana'],
    mobileLink: 'solflare://',
    color: '#fc7227',
  },
  {
    id: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0',
    name: 'Backpack',
    rdns: 'app.backpack',
    namespaces: ['eip155', 'solana'],
    mobileLink: 'backpack://',
    color: '#e33e3f',
  },
]
