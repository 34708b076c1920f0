import { packageBuildConfig } from '../../tsup.shared.ts'

// The main entry is browser-safe; `node` holds the helpers that need node (fs, child processes);
// `manifest` is the devnet manifest schema alone; `walletconnect` the WalletConnect test wallet;
// `wallet-standard` the Solana Wallet Standard test wallet; `bitcoin` the Bitcoin test wallet
// (sats-connect and Wallet Standard).
export default packageBuildConfig({
  entry: [
    'src/index.ts',
    'src/node.ts',
    'src/manifest.ts',
    'src/walletconnect.ts',
    'src/wallet-standard.ts',
    'src/bitcoin.ts',
  ],
  platform: 'node',
  external: ['playwright-core', /^@walletconnect\//, /^@wallet-standard\//],
})
