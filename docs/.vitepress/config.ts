import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

const docsRoot = fileURLToPath(new URL('../', import.meta.url))

/** The generated pages of a reference folder, as sidebar items (index first). */
function generatedItems(folder: string, order: readonly string[] = []): DefaultTheme.SidebarItem[] {
  let names: string[] = []
  try {
    names = readdirSync(`${docsRoot}reference/${folder}`).filter(
      (name) => name.endsWith('.md') && name !== 'index.md',
    )
  } catch {
    // Not generated yet: `pnpm docs` and `pnpm docs:build` write the reference first.
  }
  const rank = (name: string) => {
    const index = order.indexOf(name.replace(/\.md$/, ''))
    return index === -1 ? order.length : index
  }
  return names
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => {
      const slug = name.replace(/\.md$/, '')
      const text =
        folder === 'hooks'
          ? slug
              .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
              .replace(/Siwx$/, 'SIWX')
          : slug
      return { text, link: `/reference/${folder}/${slug}` }
    })
}

const guide: DefaultTheme.SidebarItem[] = [
  { text: 'Introduction', link: '/guide/' },
  {
    text: 'Quick start',
    items: [
      { text: 'wagmi', link: '/guide/quick-start/wagmi' },
      { text: 'ethers', link: '/guide/quick-start/ethers' },
      { text: 'ethers v5', link: '/guide/quick-start/ethers5' },
      { text: 'Solana', link: '/guide/quick-start/solana' },
      { text: 'Bitcoin', link: '/guide/quick-start/bitcoin' },
      { text: 'Universal (WalletConnect only)', link: '/guide/quick-start/universal' },
      { text: 'Multichain', link: '/guide/quick-start/multichain' },
    ],
  },
  {
    text: 'Guides',
    items: [
      { text: 'WalletConnect', link: '/guide/walletconnect' },
      { text: 'Embedded wallet', link: '/guide/embedded-wallet' },
      { text: 'Sign in with the wallet', link: '/guide/sign-in' },
      { text: 'Theming', link: '/guide/theming' },
      { text: 'Custom elements', link: '/guide/custom-elements' },
      { text: 'Headless UI', link: '/guide/headless' },
      { text: 'Server-side rendering', link: '/guide/ssr' },
      { text: 'Testing your dapp', link: '/guide/testing' },
      { text: 'Self-hosting', link: '/guide/self-hosting' },
      { text: 'Migrating from Reown AppKit', link: '/guide/migration' },
    ],
  },
]

const reference: DefaultTheme.SidebarItem[] = [
  { text: 'createAppKit options', link: '/reference/create-app-kit' },
  { text: 'The instance', link: '/reference/instance' },
  {
    text: 'Hooks',
    link: '/reference/hooks/',
    collapsed: false,
    items: generatedItems('hooks'),
  },
  { text: 'Custom elements', link: '/reference/elements' },
  {
    text: 'Adapters',
    link: '/reference/adapters/',
    items: generatedItems('adapters', [
      'wagmi',
      'ethers',
      'ethers5',
      'solana',
      'bitcoin',
      'universal',
    ]),
  },
  { text: 'Networks', link: '/reference/networks' },
  { text: 'Sign-in options', link: '/siwx' },
  { text: 'Errors', link: '/errors' },
]

const project: DefaultTheme.SidebarItem[] = [
  { text: 'Working on OpenAppKit', link: '/project/' },
  { text: 'Architecture', link: '/project/architecture' },
  { text: 'Behaviour', link: '/project/behaviour' },
]

export default defineConfig({
  title: 'OpenAppKit',
  description:
    'Connect wallets, sign in and transact across EVM, Solana and Bitcoin, on your own backend.',
  lang: 'en',
  // Everything the site needs is in the build: no font, search or analytics host.
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  srcExclude: ['samples/**', 'scripts/**', 'test/**', 'parts/**', 'README.md'],
  lastUpdated: false,
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('appkit-') } },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
      {
        text: 'Reference',
        link: '/reference/create-app-kit',
        activeMatch: '^/(reference/|errors|siwx)',
      },
      { text: 'Project', link: '/project/', activeMatch: '^/project/' },
    ],
    sidebar: {
      '/guide/': [{ text: 'Guide', items: guide }],
      '/reference/': [{ text: 'Reference', items: reference }],
      '/errors': [{ text: 'Reference', items: reference }],
      '/siwx': [{ text: 'Reference', items: reference }],
      '/project/': [{ text: 'Project', items: project }],
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
    footer: { message: 'MIT licensed.' },
  },
})
