import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateReference } from './reference/index.ts'

/** Where the generated pages go (both folders are ignored by git). */
export const GENERATED_FOLDERS = ['reference', 'parts'] as const

/**
 * Writes the reference pages from the packages' types and doc comments. Exits non-zero, naming
 * each one, when a public option, hook, method, attribute or parameter has no doc comment.
 */
export function writeReference(): number {
  const docsRoot = fileURLToPath(new URL('../', import.meta.url))
  const { files, missing } = generateReference()
  if (missing.length > 0) {
    throw new Error(
      `These public names have no doc comment (the reference is generated from them):\n  ${missing.join('\n  ')}`,
    )
  }
  for (const folder of GENERATED_FOLDERS)
    rmSync(docsRoot + folder, { recursive: true, force: true })
  for (const [path, content] of files) {
    mkdirSync(dirname(docsRoot + path), { recursive: true })
    writeFileSync(docsRoot + path, content)
  }
  return files.size
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const count = writeReference()
  process.stdout.write(`docs: ${count} reference files written in ${Date.now() - started} ms\n`)
}
