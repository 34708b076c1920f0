import type { Documented } from './program.ts'

/** The line every generated page starts its body with, so no one edits one by hand. */
export const GENERATED_NOTE =
  "<!-- Generated from the packages' types and doc comments by docs/scripts/write-reference.ts: edit the doc comments, not this file. -->"

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '{': '&#123;',
  '}': '&#125;',
  '|': '&#124;',
}

/** A type as inline code that neither Markdown tables nor Vue's template syntax can break. */
export function typeCode(text: string): string {
  return `<code>${text.replace(/[&<>"{}|]/g, (character) => HTML_ESCAPES[character] ?? character)}</code>`
}

/**
 * A doc comment as Markdown: code spans kept, and outside them `<` and `{` escaped (the page is a
 * Vue template; a bare `<appkit-button>` would be an element, `{{` an interpolation).
 */
export function docMarkdown(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((piece, index) =>
      index % 2 === 1 ? piece : piece.replace(/</g, '&lt;').replace(/\{/g, '&#123;'),
    )
    .join('')
}

/** One line of a Markdown table: pipes and line breaks inside cells escaped. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replace(/\n+/g, ' ').replace(/\|/g, '\\|')).join(' | ')} |`
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    tableRow(header),
    tableRow(header.map(() => '---')),
    ...rows.map((row) => tableRow(row)),
  ].join('\n')
}

/** A property as a row: name, type, doc (and its `@default`, when given). */
export function propertyRow(property: Documented, name = property.name): string[] {
  const defaultValue = property.tags.default ? ` Default: ${property.tags.default}.` : ''
  return [
    `\`${name}\`${property.optional ? '' : ' (required)'}`,
    typeCode(property.type),
    docMarkdown(property.doc + defaultValue),
  ]
}

/** The anchor VitePress gives a heading `{#id}`: a name kept as it is, lower-cased. */
export function anchorOf(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()
}

/** A page: front matter, title, the generated note, then its blocks. */
export function page(title: string, blocks: readonly string[], frontMatter = ''): string {
  const head = frontMatter ? `---\n${frontMatter.trim()}\n---\n\n` : ''
  return `${head}# ${title}\n\n${GENERATED_NOTE}\n\n${blocks.join('\n\n')}\n`
}

/** Collects what should carry a doc comment and does not, to fail the build with every name. */
export class MissingDocs {
  readonly missing: string[] = []

  require(where: string, item: Documented): void {
    if (item.doc === '') this.missing.push(`${where}: ${item.name} (${item.source})`)
  }
}
