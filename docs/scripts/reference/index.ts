import { renderAdapterPages } from './adapters-pages.ts'
import { renderElementsPage } from './elements-page.ts'
import { renderHookPages } from './hooks-pages.ts'
import { renderInstancePage } from './instance-page.ts'
import { MissingDocs } from './markdown.ts'
import { renderMigrationStatus } from './migration-table.ts'
import { renderNetworksPage } from './networks-page.ts'
import { renderOptionsPage } from './options-page.ts'
import { createReferenceProgram } from './program.ts'

export type GeneratedReference = {
  /** Generated files by path relative to `docs/`. */
  files: Map<string, string>
  /** Public names that should carry a doc comment and do not. */
  missing: string[]
}

/** Every generated page of the site, from the packages' sources. */
export function generateReference(): GeneratedReference {
  const program = createReferenceProgram()
  const missing = new MissingDocs()
  const files = new Map<string, string>([
    ['reference/create-app-kit.md', renderOptionsPage(program, missing)],
    ['reference/instance.md', renderInstancePage(program, missing)],
    ['reference/elements.md', renderElementsPage(program, missing)],
    ['reference/networks.md', renderNetworksPage(program, missing)],
    ...renderHookPages(program, missing),
    ...renderAdapterPages(program, missing),
    ['parts/migration-status.md', renderMigrationStatus(program)],
  ])
  return { files, missing: missing.missing }
}
