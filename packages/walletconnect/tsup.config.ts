import { packageBuildConfig } from '../../tsup.shared.ts'

// The WalletConnect client stays external: the dapp's bundler puts it in its own chunk, loaded
// on first use.
export default packageBuildConfig({ entry: ['src/index.ts'], external: [/^@walletconnect\//] })
