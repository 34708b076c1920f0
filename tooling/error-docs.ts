import { productErrors } from '../packages/common/src/errors/catalogue/product-errors.ts'
import { specErrors } from '../packages/common/src/errors/catalogue/spec-errors.ts'
import { walletErrors } from '../packages/common/src/errors/catalogue/wallet-errors.ts'
import {
  abiProblems,
  type ErrorCode,
  errorCatalogue,
  errorDocsPath,
  type ProblemFamilyCode,
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

/** Each entry whose `{problem}` is a code of its family, and that family's English texts. */
const FAMILIES: Readonly<Record<ProblemFamilyCode, Readonly<Record<string, string>>>> = {
  ABI_CODEC_FAILED: abiProblems,
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|')
}

function familyLines(code: ProblemFamilyCode): string[] {
  const anchor = errorDocsPath(code).split('#')[1]
  return [
    '',
    `### \`${code}\``,
    '',
    `The \`problem\` of [\`${code}\`](#${anchor}); its other params fill the problem's text.`,
    '',
    '| problem | English text | params |',
    '| --- | --- | --- |',
    ...Object.entries(FAMILIES[code]).map(([problem, text]) => {
      const params = placeholdersOf(text).map((name) => `\`${name}\``)
      return `| \`${problem}\` | ${escapeCell(text)} | ${params.join(', ')} |`
    }),
  ]
}

function row(code: ErrorCode): string {
  const anchor = errorDocsPath(code).split('#')[1]
  const params = placeholdersOf(errorCatalogue[code])
  const text = escapeCell(errorCatalogue[code])
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
  lines.push(
    '',
    '## Problem codes',
    '',
    "Where a developer's mistake has many shapes, one entry takes a `problem` code of its own",
    'family instead of free text, so the modal translates it too (its texts load only when',
    'such an error is shown).',
  )
  for (const code of Object.keys(FAMILIES) as ProblemFamilyCode[]) lines.push(...familyLines(code))
  return `${lines.join('\n')}\n`
}
