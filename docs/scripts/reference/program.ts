import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The repository root, as a path ending in `/`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The public entries the reference reads, by import path. */
export const ENTRIES = {
  '@openappkit/appkit': 'packages/appkit/src/index.ts',
  '@openappkit/appkit/react': 'packages/appkit/src/react/index.ts',
  '@openappkit/appkit/elements': 'packages/appkit/src/elements/index.ts',
  '@openappkit/appkit/networks': 'packages/appkit/src/networks/index.ts',
  '@openappkit/adapter-wagmi': 'packages/adapter-wagmi/src/index.ts',
  '@openappkit/adapter-ethers': 'packages/adapter-ethers/src/index.ts',
  '@openappkit/adapter-ethers5': 'packages/adapter-ethers5/src/index.ts',
  '@openappkit/adapter-solana': 'packages/adapter-solana/src/index.ts',
  '@openappkit/adapter-solana/react': 'packages/adapter-solana/src/react/index.ts',
  '@openappkit/adapter-bitcoin': 'packages/adapter-bitcoin/src/index.ts',
  '@openappkit/adapter-universal': 'packages/adapter-universal/src/index.ts',
  '@openappkit/controllers': 'packages/controllers/src/index.ts',
} as const

export type EntryName = keyof typeof ENTRIES

/** A documented thing of the public surface: its name, what its doc comment says, its tags. */
export type Documented = {
  name: string
  /** The doc comment's text, `{@link X}` written as `` `X` ``; empty when there is none. */
  doc: string
  tags: Readonly<Record<string, string>>
  /** The type as the source writes it (`readonly string[]`), `| undefined` dropped when optional. */
  type: string
  optional: boolean
  /** Where it is declared, relative to the repository root. */
  source: string
}

/** The TypeScript program over the packages' sources and what the pages read from it. */
export type ReferenceProgram = {
  checker: ts.TypeChecker
  /** The exports of an entry, by name. */
  exportsOf(entry: EntryName): Map<string, ts.Symbol>
  /** The exported symbol `name` of `entry`, aliases followed; throws when it is not exported. */
  exported(entry: EntryName, name: string): ts.Symbol
  /** Every property of a type alias or interface, intersections and mapped types flattened. */
  propertiesOf(symbol: ts.Symbol): Documented[]
  /** The properties of a type (a hook's return type, say). */
  propertiesOfType(type: ts.Type): Documented[]
  /** The properties of the type of property `name` of a type alias (`features` of the options). */
  propertiesOfProperty(symbol: ts.Symbol, name: string): Documented[]
  describe(symbol: ts.Symbol): Documented
  /** `name(parameters): ReturnType` of a function or method, as the source writes it. */
  signatureOf(symbol: ts.Symbol): string
}

const NO_TRUNCATION =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType

function docText(parts: readonly ts.SymbolDisplayPart[]): string {
  let text = ''
  for (const part of parts) {
    if (part.kind === 'link') continue
    text += part.kind === 'linkName' ? `\`${part.text}\`` : part.text
  }
  return text.trim()
}

function relative(fileName: string): string {
  return fileName.startsWith(REPO_ROOT) ? fileName.slice(REPO_ROOT.length) : fileName
}

function stripUndefined(text: string): string {
  return text.replace(/\s*\|\s*undefined$/, '').replace(/^\((.*)\)$/s, '$1')
}

/** Creates the program once; a few seconds, most of it parsing the chain libraries' types. */
export function createReferenceProgram(): ReferenceProgram {
  const configPath = `${REPO_ROOT}docs/tsconfig.json`
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error(`Cannot read ${configPath}`)
  const roots = Object.values(ENTRIES).map((path) => REPO_ROOT + path)
  // The reference is written from the sources' doc comments, across packages too: an import of
  // another package resolves to its sources, not to its built declarations (README, Working here).
  const program = ts.createProgram(roots, {
    ...config.options,
    customConditions: ['@openappkit/source'],
    noEmit: true,
  })
  const checker = program.getTypeChecker()

  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol

  const exportsCache = new Map<EntryName, Map<string, ts.Symbol>>()
  const exportsOf = (entry: EntryName) => {
    const cached = exportsCache.get(entry)
    if (cached) return cached
    const file = program.getSourceFile(REPO_ROOT + ENTRIES[entry])
    const module = file && checker.getSymbolAtLocation(file)
    if (!module) throw new Error(`No module for ${entry}`)
    const map = new Map(checker.getExportsOfModule(module).map((item) => [item.name, item]))
    exportsCache.set(entry, map)
    return map
  }

  const describe = (symbol: ts.Symbol): Documented => {
    const target = resolve(symbol)
    const declaration = target.declarations?.[0]
    const optional = (target.flags & ts.SymbolFlags.Optional) !== 0
    let type = ''
    if (declaration && 'type' in declaration && declaration.type) {
      type = (declaration.type as ts.TypeNode).getText()
    } else if (declaration) {
      type = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(target, declaration),
        undefined,
        NO_TRUNCATION,
      )
    }
    const tags: Record<string, string> = {}
    for (const tag of target.getJsDocTags(checker)) tags[tag.name] = docText(tag.text ?? [])
    return {
      name: target.name,
      doc: docText(target.getDocumentationComment(checker)),
      tags,
      type: optional ? stripUndefined(type.replace(/\s+/g, ' ')) : type.replace(/\s+/g, ' '),
      optional,
      source: declaration ? relative(declaration.getSourceFile().fileName) : '',
    }
  }

  const propertiesOfType = (type: ts.Type) => checker.getPropertiesOfType(type).map(describe)

  const signatureOf = (symbol: ts.Symbol) => {
    const target = resolve(symbol)
    const declaration = target.declarations?.[0]
    if (
      declaration &&
      (ts.isFunctionDeclaration(declaration) || ts.isMethodSignature(declaration)) &&
      declaration.type
    ) {
      const typeParameters = declaration.typeParameters
        ? `<${declaration.typeParameters.map((item) => item.getText()).join(', ')}>`
        : ''
      const parameters = declaration.parameters.map((item) => item.getText()).join(', ')
      return `${target.name}${typeParameters}(${parameters}): ${declaration.type.getText()}`
    }
    return `${target.name}: ${describe(target).type}`
  }

  return {
    checker,
    exportsOf,
    exported(entry, name) {
      const symbol = exportsOf(entry).get(name)
      if (!symbol) throw new Error(`${entry} does not export ${name}`)
      return resolve(symbol)
    },
    propertiesOf: (symbol) => propertiesOfType(checker.getDeclaredTypeOfSymbol(resolve(symbol))),
    propertiesOfType,
    propertiesOfProperty(symbol, name) {
      const owner = checker.getDeclaredTypeOfSymbol(resolve(symbol))
      const property = owner.getProperty(name)
      const declaration = property?.declarations?.[0]
      if (!property || !declaration) throw new Error(`${symbol.name} has no property ${name}`)
      const type = checker.getNonNullableType(
        checker.getTypeOfSymbolAtLocation(property, declaration),
      )
      return propertiesOfType(type)
    },
    describe,
    signatureOf,
  }
}
