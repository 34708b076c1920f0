import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { errorCatalogue, errorDocsPath } from '../../packages/common/src/errors/index.ts'
import { ERROR_DOCS_FILE, renderErrorDocs } from '../error-docs.ts'

const docs = readFileSync(
  fileURLToPath(new URL(`../../${ERROR_DOCS_FILE}`, import.meta.url)),
  'utf8',
)

describe('docs/errors.md', () => {
  it('is the reference generated from the catalogue (run `pnpm docs:errors` after a change)', () => {
    expect(docs).toBe(renderErrorDocs())
  })

  it('has the anchor every docsPath points to', () => {
    for (const code of Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[]) {
      const [file, anchor] = errorDocsPath(code).split('#')
      expect(file).toBe(ERROR_DOCS_FILE)
      expect(docs).toContain(`<a id="${anchor}"></a>`)
    }
  })
})
