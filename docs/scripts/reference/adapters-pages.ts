import type ts from 'typescript'
import {
  anchorOf,
  docMarkdown,
  type MissingDocs,
  page,
  propertyRow,
  table,
  typeCode,
} from './markdown.ts'
import type { Documented, EntryName, ReferenceProgram } from './program.ts'

type AdapterPage = {
  slug: string
  title: string
  entry: EntryName
  /** The incumbent's class name, when the adapter has one. */
  className?: string
  factory: string
  parameters: string
  /** The type `factory` returns, for the members beyond the ChainAdapter contract. */
  returns?: string
  install: string
  guide: string
}

export const ADAPTER_PAGES: readonly AdapterPage[] = [
  {
    slug: 'wagmi',
    title: 'WagmiAdapter',
    entry: '@openappkit/adapter-wagmi',
    className: 'WagmiAdapter',
    factory: 'createWagmiAdapter',
    parameters: 'WagmiAdapterParameters',
    install: '@openappkit/adapter-wagmi wagmi @wagmi/core viem @tanstack/react-query',
    guide: 'wagmi',
  },
  {
    slug: 'ethers',
    title: 'EthersAdapter',
    entry: '@openappkit/adapter-ethers',
    className: 'EthersAdapter',
    factory: 'createEthersAdapter',
    parameters: 'CreateEthersAdapterParameters',
    install: '@openappkit/adapter-ethers ethers',
    guide: 'ethers',
  },
  {
    slug: 'ethers5',
    title: 'Ethers5Adapter',
    entry: '@openappkit/adapter-ethers5',
    className: 'Ethers5Adapter',
    factory: 'createEthers5Adapter',
    parameters: 'CreateEthers5AdapterParameters',
    install: '@openappkit/adapter-ethers5 ethers@5',
    guide: 'ethers5',
  },
  {
    slug: 'solana',
    title: 'SolanaAdapter',
    entry: '@openappkit/adapter-solana',
    className: 'SolanaAdapter',
    factory: 'createSolanaAdapter',
    parameters: 'CreateSolanaAdapterParameters',
    returns: 'SolanaChainAdapter',
    install: '@openappkit/adapter-solana @solana/web3.js',
    guide: 'solana',
  },
  {
    slug: 'bitcoin',
    title: 'BitcoinAdapter',
    entry: '@openappkit/adapter-bitcoin',
    className: 'BitcoinAdapter',
    factory: 'createBitcoinAdapter',
    parameters: 'CreateBitcoinAdapterParameters',
    returns: 'BitcoinChainAdapter',
    install: '@openappkit/adapter-bitcoin',
    guide: 'bitcoin',
  },
  {
    slug: 'universal',
    title: 'Universal adapter',
    entry: '@openappkit/adapter-universal',
    factory: 'createUniversalAdapter',
    parameters: 'CreateUniversalAdapterParameters',
    install: '@openappkit/adapter-universal',
    guide: 'universal',
  },
]

const isOurs = (item: Documented) => item.source.startsWith('packages/')

function extraMembers(program: ReferenceProgram, adapter: AdapterPage): Documented[] {
  const contract = new Set(
    program
      .propertiesOf(program.exported('@openappkit/controllers', 'ChainAdapter'))
      .map((member) => member.name),
  )
  let type: ts.Type | undefined
  if (adapter.returns) {
    type = program.checker.getDeclaredTypeOfSymbol(program.exported(adapter.entry, adapter.returns))
  } else if (adapter.className) {
    type = program.checker.getDeclaredTypeOfSymbol(
      program.exported(adapter.entry, adapter.className),
    )
  }
  if (!type) return []
  return program.propertiesOfType(type).filter((member) => !contract.has(member.name))
}

function renderAdapterPage(
  program: ReferenceProgram,
  missing: MissingDocs,
  adapter: AdapterPage,
): string {
  const factory = program.describe(program.exported(adapter.entry, adapter.factory))
  missing.require(`${adapter.entry} factory`, factory)
  const classDoc = adapter.className
    ? program.describe(program.exported(adapter.entry, adapter.className))
    : undefined
  if (classDoc) missing.require(`${adapter.entry} class`, classDoc)
  const parameters = program.propertiesOf(program.exported(adapter.entry, adapter.parameters))
  const own = parameters.filter(isOurs)
  const inherited = parameters.filter((item) => !isOurs(item))
  for (const parameter of own) missing.require(`${adapter.parameters}`, parameter)
  const members = extraMembers(program, adapter)
  const usage = adapter.className
    ? `import { ${adapter.className}, ${adapter.factory} } from '${adapter.entry}'\n\nconst adapter = new ${adapter.className}(parameters)\n// or, the same adapter as a plain object:\nconst sameAdapter = ${adapter.factory}(parameters)`
    : `import { ${adapter.factory} } from '${adapter.entry}'\n\nconst adapter = ${adapter.factory}(parameters)`
  const blocks = [
    docMarkdown(classDoc?.doc ?? factory.doc),
    `\`\`\`sh\nnpm install @openappkit/appkit ${adapter.install}\n\`\`\``,
    `\`\`\`ts\n${usage}\n\`\`\``,
    `A whole app: [the ${adapter.guide} quick start](../../guide/quick-start/${adapter.guide}).`,
    `## Parameters {#parameters}`,
    `\`${adapter.parameters}\`:`,
    table(
      ['parameter', 'type', 'what it does'],
      own.map((item) => propertyRow(item)),
    ),
  ]
  if (inherited.length > 0) {
    blocks.push(
      `Also wagmi's own \`createConfig\` parameters, passed through to it: ${inherited
        .map((item) => `\`${item.name}\``)
        .join(', ')}.`,
    )
  }
  if (adapter.className && classDoc?.doc !== factory.doc) {
    blocks.push(`## ${adapter.factory} {#${anchorOf(adapter.factory)}}`, docMarkdown(factory.doc))
  }
  if (members.length > 0) {
    blocks.push(
      '## Beyond the adapter contract {#members}',
      'Every adapter implements the ChainAdapter contract the kit drives (connect, reconnect, disconnect, accounts, balances, signing, sending, events, `destroy()`). This one also has:',
      table(
        ['member', 'type', 'what it is'],
        members.map((member) => {
          const [name, , doc] = propertyRow(member)
          return [name ?? '', typeCode(member.type), doc ?? '']
        }),
      ),
    )
  }
  return page(adapter.title, blocks)
}

/** One page per adapter, and `reference/adapters/index.md` listing them. */
export function renderAdapterPages(
  program: ReferenceProgram,
  missing: MissingDocs,
): Map<string, string> {
  const pages = new Map<string, string>()
  for (const adapter of ADAPTER_PAGES) {
    pages.set(`reference/adapters/${adapter.slug}.md`, renderAdapterPage(program, missing, adapter))
  }
  pages.set(
    'reference/adapters/index.md',
    page('Adapters', [
      'An adapter connects the kit to one chain family through its own library, which stays your dependency (a peer dependency of the adapter). Give `createAppKit` one adapter per namespace; a namespace among `networks` without one gets the universal adapter (WalletConnect only).',
      table(
        ['adapter', 'package', 'namespace'],
        ADAPTER_PAGES.map((adapter) => [
          `[${adapter.title}](./${adapter.slug})`,
          `\`${adapter.entry}\``,
          adapter.slug === 'solana'
            ? '`solana`'
            : adapter.slug === 'bitcoin'
              ? '`bip122`'
              : adapter.slug === 'universal'
                ? 'any'
                : '`eip155`',
        ]),
      ),
    ]),
  )
  return pages
}
