import ts from 'typescript'
import { anchorOf, docMarkdown, type MissingDocs, page, typeCode } from './markdown.ts'
import type { ReferenceProgram } from './program.ts'

/** `reference/instance.md`: every member of the `AppKit` instance `createAppKit` returns. */
export function renderInstancePage(program: ReferenceProgram, missing: MissingDocs): string {
  const symbol = program.exported('@openappkit/appkit', 'AppKit')
  const members = program.propertiesOf(symbol)
  const type = program.checker.getDeclaredTypeOfSymbol(symbol)
  const sections = members.map((member) => {
    missing.require('AppKit instance member', member)
    const property = type.getProperty(member.name)
    const isMethod = property?.declarations?.some((item) => ts.isMethodSignature(item))
    const signature = property && isMethod ? program.signatureOf(property) : undefined
    return [
      `### ${member.name} {#${anchorOf(member.name)}}`,
      '',
      signature ? `\`\`\`ts\n${signature}\n\`\`\`` : `Type: ${typeCode(member.type)}`,
      '',
      docMarkdown(member.doc),
    ].join('\n')
  })
  return page(
    'The AppKit instance',
    [
      docMarkdown(program.describe(symbol).doc),
      "```ts\nimport { createAppKit } from '@openappkit/appkit'\n\nconst appKit = createAppKit({ networks, adapters })\nawait appKit.open()\n```",
      'Methods that take a `namespace` (`eip155`, `solana`, `bip122`...) default to the active one. Every `subscribe*` returns the function that unsubscribes. React apps usually read the same values through the [hooks](./hooks/).',
      '## Members',
      sections.join('\n\n'),
    ],
    'outline: [2, 3]',
  )
}
