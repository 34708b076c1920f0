import ts from 'typescript'
import { docMarkdown, type MissingDocs, page, propertyRow, table, typeCode } from './markdown.ts'
import type { ReferenceProgram } from './program.ts'

/** `useAppKitAccount` → `use-app-kit-account`. */
export function hookSlug(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/** The hooks of `@openappkit/appkit/react`, by name. */
export function hookNames(program: ReferenceProgram): string[] {
  return [...program.exportsOf('@openappkit/appkit/react').keys()]
    .filter((name) => /^use[A-Z]/.test(name))
    .sort()
}

const TYPED_ELSEWHERE: Record<string, string> = {
  useAppKitConnection:
    "`@openappkit/adapter-solana/react` exports the same hook typed as the incumbent's Solana entry has it: `connection` is a `@solana/web3.js` `Connection`.",
}

/** An object of fields (not a primitive, a function or a type parameter), whose fields get a table. */
function isRecord(type: ts.Type): boolean {
  const scalar =
    ts.TypeFlags.StringLike |
    ts.TypeFlags.NumberLike |
    ts.TypeFlags.BigIntLike |
    ts.TypeFlags.BooleanLike |
    ts.TypeFlags.Void |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Null |
    ts.TypeFlags.TypeParameter |
    ts.TypeFlags.Unknown |
    ts.TypeFlags.Any
  if (type.flags & scalar) return false
  if (type.isUnion()) return false
  return type.getCallSignatures().length === 0 && type.getProperties().length > 0
}

function signatureParts(program: ReferenceProgram, name: string) {
  const symbol = program.exported('@openappkit/appkit/react', name)
  const type = program.checker.getTypeOfSymbol(symbol)
  const signature = type.getCallSignatures()[0]
  if (!signature) throw new Error(`${name} is not a function`)
  const declaration = signature.getDeclaration()
  const parameters =
    declaration && ts.isFunctionDeclaration(declaration)
      ? declaration.parameters.map((parameter) => ({
          name: parameter.name.getText(),
          optional: Boolean(parameter.questionToken || parameter.initializer),
          type: parameter.type?.getText() ?? 'unknown',
          symbol: program.checker.getSymbolAtLocation(parameter.name),
        }))
      : []
  const typeParameters =
    declaration && ts.isFunctionDeclaration(declaration) && declaration.typeParameters
      ? `<${declaration.typeParameters.map((item) => item.getText()).join(', ')}>`
      : ''
  const returnText =
    declaration && ts.isFunctionDeclaration(declaration) && declaration.type
      ? declaration.type.getText()
      : program.checker.typeToString(signature.getReturnType())
  return { symbol, signature, parameters, typeParameters, returnText }
}

/** One page per hook, and `reference/hooks/index.md` listing them. */
export function renderHookPages(
  program: ReferenceProgram,
  missing: MissingDocs,
): Map<string, string> {
  const pages = new Map<string, string>()
  const rows: string[][] = []
  for (const name of hookNames(program)) {
    const { symbol, signature, parameters, typeParameters, returnText } = signatureParts(
      program,
      name,
    )
    const described = program.describe(symbol)
    missing.require('hook', described)
    const paramTags = Object.fromEntries(
      symbol.getJsDocTags(program.checker).flatMap((tag) => {
        if (tag.name !== 'param' || !tag.text) return []
        const [first, ...rest] = tag.text
        return first ? [[first.text, ts.displayPartsToString(rest).trim()]] : []
      }),
    )
    const signatureText = `function ${name}${typeParameters}(${parameters
      .map((item) => `${item.name}${item.optional ? '?' : ''}: ${item.type}`)
      .join(', ')}): ${returnText}`
    const blocks = [
      docMarkdown(described.doc),
      `\`\`\`ts\nimport { ${name} } from '@openappkit/appkit/react'\n\n${signatureText}\n\`\`\``,
    ]
    if (TYPED_ELSEWHERE[name]) blocks.push(TYPED_ELSEWHERE[name])
    blocks.push('## Parameters')
    if (parameters.length === 0) blocks.push('None.')
    for (const parameter of parameters) {
      const parameterType = parameter.symbol
        ? program.checker.getNonNullableType(program.checker.getTypeOfSymbol(parameter.symbol))
        : undefined
      const fields =
        parameterType && isRecord(parameterType) ? program.propertiesOfType(parameterType) : []
      blocks.push(
        `\`${parameter.name}\`${parameter.optional ? ' (optional)' : ''}: ${typeCode(parameter.type)}${
          paramTags[parameter.name] ? ` — ${docMarkdown(paramTags[parameter.name] ?? '')}` : ''
        }`,
      )
      if (fields.length > 0) {
        blocks.push(
          table(
            ['field', 'type', 'what it is'],
            fields.map((field) => propertyRow(field)),
          ),
        )
      }
    }
    blocks.push('## Returns', typeCode(returnText))
    const returnType = program.checker.getNonNullableType(signature.getReturnType())
    const fields = isRecord(returnType) ? program.propertiesOfType(returnType) : []
    if (fields.length > 0) {
      blocks.push(
        table(
          ['field', 'type', 'what it is'],
          fields.map((field) => propertyRow(field)),
        ),
      )
    }
    pages.set(`reference/hooks/${hookSlug(name)}.md`, page(name, blocks))
    rows.push([
      `[\`${name}\`](./${hookSlug(name)})`,
      docMarkdown(described.doc.split('\n\n')[0] ?? ''),
    ])
  }
  pages.set(
    'reference/hooks/index.md',
    page('Hooks', [
      "React hooks of `@openappkit/appkit/react`. Each reads the instance of the nearest `AppKitProvider`, or the last instance `createAppKit` made when there is none; on the server and while hydrating they return the values the instance had when it was created, so the first render matches the server's.",
      table(['hook', 'what it gives'], rows),
    ]),
  )
  return pages
}
