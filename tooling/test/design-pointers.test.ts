import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Comments explain a rule by pointing at the project's own design documents (docs/project), by
// section number. These hold the pointers to sections that exist, and keep out pointers to
// documents a clone of this repository does not have.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const DOCUMENTS = ['docs/project/behaviour.md', 'docs/project/architecture.md'] as const
const TRACKED = ['packages', 'apps', 'tooling', 'bench', 'docs', 'examples', '.changeset']

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', ...TRACKED], { cwd: repoRoot })
  return listed
    .toString()
    .split('\n')
    .filter((path) => /\.(ts|tsx|cjs|mjs|js|md|vue)$/.test(path))
}

/** `## 4. States…` and `### 2.4 Small…` give §4 and §2.4; `## 6b. Errors` gives §6b. */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(join(repoRoot, document), 'utf8')
  const headings = text.matchAll(/^#{2,3} (\d+[a-z]?(?:\.\d+)?)\.? /gm)
  return new Set([...headings].map(([, section = '']) => section))
}

describe('pointers to the design documents', () => {
  const files = trackedFiles()
  const sections = new Map<string, Set<string>>(
    DOCUMENTS.map((document) => [document, sectionsOf(document)]),
  )

  it('finds the documents and their numbered sections', () => {
    expect(sections.get('docs/project/behaviour.md')?.size).toBe(9)
    expect(sections.get('docs/project/architecture.md')).toContain('6b')
    expect(sections.get('docs/project/architecture.md')).toContain('2.4')
  })

  it('names only sections that exist, each of a list too (§5, §6 and §8)', () => {
    const section = String.raw`\d+[a-z]?(?:\.\d+)?`
    const pointer = new RegExp(
      String.raw`(docs/project/(?:behaviour|architecture)\.md) §(${section}(?:(?:, | and )§${section})*)`,
      'g',
    )
    const missing: string[] = []
    for (const file of files) {
      const text = readFileSync(join(repoRoot, file), 'utf8')
      for (const [, document = '', list = ''] of text.matchAll(pointer)) {
        for (const [named] of list.matchAll(new RegExp(section, 'g'))) {
          if (!sections.get(document)?.has(named)) missing.push(`${file}: ${document} §${named}`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('points at no design document outside the repository', () => {
    const outside = files.filter((file) =>
      /\b(SPEC|DESIGN)(\.md)? §|shared\/(SPEC|DESIGN)\.md/.test(
        readFileSync(join(repoRoot, file), 'utf8'),
      ),
    )
    expect(outside).toEqual([])
  })
})
