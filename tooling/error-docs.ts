import { productErrors } from '../packages/common/src/errors/catalogue/product-errors.ts'
import { specErrors } from '../packages/common/src/errors/catalogue/spec-errors.ts'
import { walletErrors } from '../packages/common/src/errors/catalogue/wallet-errors.ts'
import {
  type ErrorCode,
  errorCatalogue,
  errorDocsPath,
  placeholdersOf,
} from '../packages/common/src/errors/index.ts'

/** Where the error reference lives, relative to the repository root. */
export const ERROR_DOCS_FILE = 'docs/errors.md'

const SECTIONS: ReadonlyArray<readonly [string, string, Readonly<Record<string, string>>]> = [
  [
    'Documented messages',
    'The messages of [Behaviour](./project/behaviour) §5, §6 and §8, word for word.',
    specErrors,
  ],
  [
    'Wallet and node errors',
    'What wallets (EIP-1193, EIP-1474, EIP-3326, EIP-5792 codes) and nodes answer, as `toAppKitError` maps it.',
    walletErrors,
  ],
  ['OpenAppKit errors', 'Ours, where the behaviour gives no wording.', productErrors],
]

function row(code: ErrorCode): string {
  const anchor = errorDocsPath(code).split('#')[1]
  const params = placeholdersOf(errorCatalogue[code])
  const text = errorCatalogue[code].replaceAll('|', '\\|')
  return `| <a id="${anchor}"></a>\`${code}\` | ${text} | ${params.map((name) => `\`${name}\``).join(', ')} |`
}

/** The error reference every `AppKitError#docsPath` points into, generated from the catalogue. */
export function renderErrorDocs(): string {
  const lines = [
    '# Errors',
    '',
    '<!-- Generated from packages/common/src/errors/catalogue by `pnpm docs:errors`; a test holds it current. -->',
    '',
    'Every error OpenAppKit shows or throws is an entry of one catalogue: `AppKitError#code` names',
    'it, `params` fill its `{placeholders}`, `shortMessage` is the English text below and the modal',
    "shows it in the visitor's language. `docsPath` points to its row here.",
  ]
  for (const [title, about, entries] of SECTIONS) {
    lines.push(
      '',
      `## ${title}`,
      '',
      about,
      '',
      '| code | English text | params |',
      '| --- | --- | --- |',
    )
    for (const code of Object.keys(entries) as ErrorCode[]) lines.push(row(code))
  }
  return `${lines.join('\n')}\n`
}
