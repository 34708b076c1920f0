import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ERROR_DOCS_FILE, renderErrorDocs } from './error-docs.ts'

// Regenerates docs/errors.md from the error catalogue.
writeFileSync(fileURLToPath(new URL(`../${ERROR_DOCS_FILE}`, import.meta.url)), renderErrorDocs())
