/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/project/architecture.md §4: a controller (a state slice under state/) never imports another
// controller; only flows compose them. Type-only imports of another controller's data shapes are
// fine (they leave no runtime edge).
const CONTROLLERS = [
  'balance',
  'chain',
  'connect-attempt',
  'connection',
  'connector',
  'embedded-wallet',
  'events',
  'modal',
  'names',
  'onramp',
  'router',
  'send',
  'siwx',
  'swap',
  'theme',
  'toast',
  'transactions',
]

const root = new URL('.', import.meta.url).pathname

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function valueImports(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8')
  const imports = source.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms)
  return [...imports].filter((match) => !match[1]).map((match) => match[2] as string)
}

describe('architecture', () => {
  it('keeps controllers from importing one another', () => {
    const offences: string[] = []
    for (const controller of CONTROLLERS) {
      for (const file of sourceFiles(`state/${controller}`)) {
        for (const target of valueImports(file)) {
          if (!target.startsWith('.')) continue
          const resolved = relative(root, join(root, file, '..', target))
          const [layer, folder] = resolved.split('/')
          if (
            layer === 'state' &&
            folder &&
            folder !== controller &&
            CONTROLLERS.includes(folder)
          ) {
            offences.push(`${file} → ${resolved}`)
          }
        }
      }
    }
    expect(offences).toEqual([])
  })

  it('detects a value import between controllers', () => {
    // Guards the regex above: a plain import is a value import, `import type` is not.
    const sample = "import { a } from '../x.ts'\nimport type { B } from '../y.ts'\n"
    const found = [...sample.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms)]
      .filter((match) => !match[1])
      .map((match) => match[2])
    expect(found).toEqual(['../x.ts'])
  })
})
