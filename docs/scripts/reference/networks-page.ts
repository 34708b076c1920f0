import * as networks from '@openappkit/appkit/networks'
import { docMarkdown, type MissingDocs, page, table } from './markdown.ts'
import type { ReferenceProgram } from './program.ts'

type NetworkValue = {
  caipNetworkId: string
  name: string
  nativeCurrency: { symbol: string }
  testnet?: boolean
}

const isNetwork = (value: unknown): value is NetworkValue =>
  typeof value === 'object' && value !== null && 'caipNetworkId' in value && 'rpcUrls' in value

/** `reference/networks.md`: the catalogue of `@openappkit/appkit/networks`, read from its values. */
export function renderNetworksPage(program: ReferenceProgram, missing: MissingDocs): string {
  const rows = (Object.entries(networks) as [string, unknown][])
    .filter((entry): entry is [string, NetworkValue] => isNetwork(entry[1]))
    .map(([name, network]) => [
      `\`${name}\``,
      network.name,
      `\`${network.caipNetworkId}\``,
      network.nativeCurrency.symbol,
      network.testnet ? 'yes' : '',
    ])
  const helpers = [
    'defineChain',
    'defineNetwork',
    'defineLocalEvmNetwork',
    'defineLocalNetworks',
  ].map((name) => {
    const described = program.describe(program.exported('@openappkit/appkit/networks', name))
    missing.require('network helper', described)
    return [`\`${name}\``, docMarkdown(described.doc)]
  })
  return page('Networks', [
    "`@openappkit/appkit/networks` (the incumbent's `@reown/appkit/networks`) exports each network as its own constant, so the ones you do not import stay out of your bundle. RPC URLs are the chains' public defaults: give your own with `customRpcUrls` or the adapter's parameters.",
    "```ts\nimport { base, mainnet, solana } from '@openappkit/appkit/networks'\n```",
    table(['export', 'name', 'CAIP-2 id', 'currency', 'testnet'], rows),
    '## Your own networks',
    table(['helper', 'what it does'], helpers),
  ])
}
