import { fillTemplate, placeholdersOf } from '@openappkit/common/errors'
import { formatCount } from './format-count.ts'

/**
 * A `{count, plural, one {# wallet} other {# wallets}}` block of a message (ICU MessageFormat's
 * plural, without nesting): the branch for the count's category, `#` being the count written in
 * the locale. `=2 {...}` branches match one exact count.
 */
export type PluralBlock = {
  /** The placeholder whose number picks the branch. */
  name: string
  /** Branch texts by selector (`one`, `few`, `other`, `=0`...), in the order written. */
  branches: ReadonlyMap<string, string>
  start: number
  end: number
}

const PLURAL_START = /\{(\w+),\s*plural,/g

/** The text between the brace at `open` and its matching one, and the index after it. */
function readBraced(template: string, open: number): { text: string; next: number } | undefined {
  let depth = 0
  for (let index = open; index < template.length; index++) {
    const character = template[index]
    if (character === '{') depth++
    else if (character === '}' && --depth === 0)
      return { text: template.slice(open + 1, index), next: index + 1 }
  }
  return undefined
}

function readBlock(template: string, start: number, afterHead: number): PluralBlock | undefined {
  const name = template.slice(start + 1).match(/^\w+/)?.[0] ?? ''
  const branches = new Map<string, string>()
  let index = afterHead
  for (;;) {
    while (/\s/.test(template[index] ?? '')) index++
    if (template[index] === '}') return { name, branches, start, end: index + 1 }
    const selector = template.slice(index).match(/^=?\w+/)?.[0]
    if (!selector) return undefined
    index += selector.length
    while (/\s/.test(template[index] ?? '')) index++
    if (template[index] !== '{') return undefined
    const branch = readBraced(template, index)
    if (!branch) return undefined
    branches.set(selector, branch.text)
    index = branch.next
  }
}

/** The plural blocks of a message, in order; a malformed one is left as plain text. */
export function pluralBlocksOf(template: string): PluralBlock[] {
  const blocks: PluralBlock[] = []
  for (const match of template.matchAll(PLURAL_START)) {
    const start = match.index ?? 0
    if (blocks.some((block) => start < block.end)) continue
    const block = readBlock(template, start, start + match[0].length)
    if (block) blocks.push(block)
  }
  return blocks
}

/** Every placeholder a message reads, plural counts included, each once. */
export function placeholdersOfMessage(template: string): string[] {
  const names = new Set<string>()
  let rest = ''
  let index = 0
  for (const block of pluralBlocksOf(template)) {
    names.add(block.name)
    for (const text of block.branches.values())
      for (const name of placeholdersOf(text)) names.add(name)
    rest += template.slice(index, block.start)
    index = block.end
  }
  for (const name of placeholdersOf(rest + template.slice(index))) names.add(name)
  return [...names]
}

const pluralRules = new Map<string, Intl.PluralRules>()

function categoryOf(count: number, locale: string): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}

function chooseBranch(block: PluralBlock, value: string | number | undefined, locale: string) {
  const count = typeof value === 'number' ? value : Number(value)
  const counted = value !== undefined && !Number.isNaN(count)
  const branch =
    (counted &&
      (block.branches.get(`=${count}`) ?? block.branches.get(categoryOf(count, locale)))) ||
    block.branches.get('other') ||
    ''
  if (value === undefined) return branch
  return branch.replaceAll('#', typeof value === 'number' ? formatCount(value, locale) : value)
}

/**
 * A message with its plural blocks resolved by `Intl.PluralRules` of `locale` and its
 * `{name}` placeholders filled; a message without plurals is only filled. A family's
 * `{problem}` reads `problemText` (a problem's text, placeholders only) when given.
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
  locale: string,
  problemText?: string,
): string {
  if (!template.includes('plural,')) return fillTemplate(template, params, problemText)
  let chosen = ''
  let index = 0
  for (const block of pluralBlocksOf(template)) {
    chosen += template.slice(index, block.start) + chooseBranch(block, params?.[block.name], locale)
    index = block.end
  }
  return fillTemplate(chosen + template.slice(index), params, problemText)
}
