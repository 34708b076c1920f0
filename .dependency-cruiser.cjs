// Import rules of docs/project/architecture.md §3. Paths are matched on resolved files, so a rule
// holds whether a module is reached through its package name or a relative path.
const pkg = (name) => `(^|/)packages/${name}/`
const anyPackageExcept = (...names) => `(^|/)packages/(?!(${names.join('|')})/)[^/]+/`
// Test files and test setup (vitest global setup, helpers under test/).
const testFile = '(\\.test\\.tsx?$|(^|/)test/)'
// What the modal (scaffold-ui) may build on.
const belowAppkit = ['common', 'controllers', 'siwx', 'wallet-frame', 'ui', 'scaffold-ui']
const adapters =
  '(adapter-wagmi|adapter-ethers|adapter-ethers5|adapter-eip1193|adapter-solana|adapter-bitcoin|adapter-universal)'
// The EIP-1193 adapter is the body of the ethers adapters and the wagmi adapter's wallet list
// before wagmi loads: the one adapter others build on, and only the EVM ones.
const evmAdaptersOverEip1193 = '(adapter-wagmi|adapter-ethers|adapter-ethers5)'
// The one way up from an adapter to the kit: the incumbent's Solana adapter has a React subpath
// (`…/adapter-solana/react`: `useAppKitConnection`, `type Provider`) over its kit, so ours does
// too, for apps that migrate by renaming imports. Only that entry; the adapter stays below appkit.
const solanaReactEntry = {
  from: `${pkg('adapter-solana')}src/react/`,
  to: [`${pkg('appkit')}src/react/`],
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-an-app',
      severity: 'error',
      comment:
        'Apps may import anything; nothing imports an app, except that tests may start the devnet.',
      from: { pathNot: ['(^|/)apps/', testFile] },
      to: { path: '(^|/)apps/' },
    },
    {
      name: 'tests-import-only-the-devnet-and-relay-apps',
      severity: 'error',
      comment:
        'The devnet and the relay are test infrastructure; no other app is reachable from a package.',
      from: { path: testFile, pathNot: '(^|/)apps/' },
      to: { path: '(^|/)apps/', pathNot: '(^|/)apps/(devnet|relay)/' },
    },
    {
      name: 'apps-are-separate',
      severity: 'error',
      comment: 'An app does not reach into another app.',
      from: { path: '(^|/)apps/([^/]+)/' },
      to: { path: '(^|/)apps/', pathNot: '(^|/)apps/$2/' },
    },
    {
      name: 'common-imports-no-package',
      severity: 'error',
      from: { path: pkg('common') },
      to: { path: anyPackageExcept('common') },
    },
    {
      name: 'packages-import-common-by-entry',
      severity: 'error',
      comment:
        "Product packages import common's entries (@openappkit/common/errors...), not its root: each consumer pays only for what it uses.",
      from: { path: `${anyPackageExcept('common', 'testing')}src/`, pathNot: testFile },
      to: { path: `${pkg('common')}src/index\\.ts$` },
    },
    {
      name: 'controllers-import-only-common',
      severity: 'error',
      from: { path: pkg('controllers') },
      to: { path: anyPackageExcept('common', 'controllers') },
    },
    {
      name: 'siwx-and-wallet-frame-import-common-and-controllers',
      severity: 'error',
      from: { path: '(^|/)packages/(siwx|wallet-frame)/', pathNot: testFile },
      to: { path: anyPackageExcept('common', 'controllers', 'siwx', 'wallet-frame') },
    },
    {
      name: 'siwx-and-wallet-frame-are-independent',
      severity: 'error',
      from: { path: pkg('siwx') },
      to: { path: pkg('wallet-frame') },
    },
    {
      name: 'wallet-frame-does-not-import-siwx',
      severity: 'error',
      from: { path: pkg('wallet-frame') },
      to: { path: pkg('siwx') },
    },
    {
      name: 'controllers-platform-and-evm-are-the-bottom-layer',
      severity: 'error',
      comment:
        'controllers/src/platform (services, storage, utils) and evm (ABI, Multicall3, JSON-RPC) know nothing of state, flows, the api client or the core.',
      from: { path: '(^|/)packages/controllers/src/(platform|evm)/', pathNot: testFile },
      to: { path: '(^|/)packages/controllers/src/(state|flows|api|core|adapter|test-kit)/' },
    },
    {
      name: 'controllers-api-client-sits-below-state',
      severity: 'error',
      comment:
        'The Blockchain API client (controllers/src/api) does not reach into state slices or flows.',
      from: { path: '(^|/)packages/controllers/src/api/', pathNot: testFile },
      to: { path: '(^|/)packages/controllers/src/(state|flows|test-kit)/' },
    },
    {
      name: 'controllers-state-does-not-call-flows',
      severity: 'error',
      comment:
        'State slices (controllers/src/state) hold data and its actions; only flows compose them.',
      from: { path: '(^|/)packages/controllers/src/state/', pathNot: testFile },
      to: { path: '(^|/)packages/controllers/src/(flows|test-kit)/' },
    },
    {
      name: 'controllers-test-kit-stays-out-of-the-product',
      severity: 'error',
      comment:
        'The memory adapter, wallets and contract kit are reached through @openappkit/controllers/test-kit only.',
      from: {
        path: '(^|/)packages/controllers/src/',
        pathNot: [
          '(^|/)packages/controllers/src/test-kit/',
          testFile,
          '(^|/)packages/controllers/src/test-utils/',
        ],
      },
      to: { path: '(^|/)packages/controllers/src/test-kit/' },
    },
    {
      name: 'ui-imports-only-common',
      severity: 'error',
      from: { path: pkg('ui') },
      to: { path: anyPackageExcept('common', 'ui') },
    },
    {
      name: 'scaffold-ui-stays-below-appkit',
      severity: 'error',
      from: { path: pkg('scaffold-ui'), pathNot: testFile },
      to: {
        path: anyPackageExcept(...belowAppkit),
      },
    },
    {
      name: 'scaffold-ui-tests-may-add-testing',
      severity: 'error',
      comment: 'A modal test may also use the browser helpers of packages/testing.',
      from: { path: `${pkg('scaffold-ui')}(.*\\.test\\.tsx?$|test/)` },
      to: {
        path: anyPackageExcept(...belowAppkit, 'testing'),
      },
    },
    {
      name: 'adapters-import-common-and-controllers',
      severity: 'error',
      comment:
        'Adapters use the contract, their chain library and the shared WalletConnect provider, never the UI or each other (the EVM ones build on adapter-eip1193).',
      from: { path: `(^|/)packages/${adapters}/`, pathNot: testFile },
      to: {
        path: '(^|/)packages/([^/]+)/',
        pathNot: [
          pkg('common'),
          pkg('controllers'),
          pkg('walletconnect'),
          pkg('adapter-eip1193'),
          '(^|/)packages/$2/',
          ...solanaReactEntry.to,
        ],
      },
    },
    {
      name: 'only-evm-adapters-build-on-eip1193',
      severity: 'error',
      comment:
        'adapter-eip1193 is the EIP-1193 body of the ethers adapters and the wagmi preview; no other adapter reaches it.',
      from: {
        path: `(^|/)packages/${adapters}/`,
        pathNot: [`(^|/)packages/${evmAdaptersOverEip1193}/`, pkg('adapter-eip1193')],
      },
      to: { path: pkg('adapter-eip1193') },
    },
    {
      name: 'adapter-tests-may-add-testing',
      severity: 'error',
      comment:
        'An adapter test may also use the test wallets of packages/testing, and the verifiers of packages/siwx to check what a wallet signed.',
      from: { path: `(^|/)packages/${adapters}/(.*\\.test\\.tsx?$|test/)` },
      to: {
        path: '(^|/)packages/([^/]+)/',
        pathNot: [
          pkg('common'),
          pkg('controllers'),
          pkg('walletconnect'),
          pkg('adapter-eip1193'),
          pkg('testing'),
          pkg('siwx'),
          '(^|/)packages/$2/',
        ],
      },
    },
    {
      name: 'walletconnect-imports-only-common',
      severity: 'error',
      comment:
        'The WalletConnect provider is an EIP-1193 provider: it knows common, not the product.',
      from: { path: pkg('walletconnect'), pathNot: testFile },
      to: { path: anyPackageExcept('common', 'walletconnect') },
    },
    {
      name: 'testing-stays-below-ui',
      severity: 'error',
      from: { path: pkg('testing') },
      to: { path: '(^|/)packages/(ui|scaffold-ui|appkit)/' },
    },
    {
      name: 'no-package-imports-appkit',
      severity: 'error',
      comment: 'appkit is the top of the package graph.',
      from: { path: '(^|/)packages/', pathNot: [pkg('appkit'), solanaReactEntry.from] },
      to: { path: pkg('appkit') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tsup writes (and deletes) tsup.config.bundled_*.mjs while a build runs beside this check.
    // `.next` is the Next.js compat app's build (apps/compat/next).
    exclude: {
      path: ['(^|/)(dist|coverage|node_modules|\\.turbo|\\.next)/', 'tsup\\.config\\.bundled_'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@openappkit/source', 'import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
