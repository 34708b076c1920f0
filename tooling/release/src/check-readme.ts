import type { PublishedManifest } from './published-manifest.ts'

/** A Markdown link into this repository's documentation: the root README or `docs/`. */
const DOCS_LINK = /\]\(\.\.\/\.\.\/(README\.md|docs\/)[^)]*\)/

/**
 * What a published README lacks, one sentence each: a quick start (a fenced code block), a
 * sentence on its peer dependencies naming each of them (or saying there are none), and a link
 * to the documentation of its options in the repository.
 */
export function readmeProblems(manifest: PublishedManifest, readme: string): string[] {
  const id = `${manifest.name}@${manifest.version}`
  const problems: string[] = []
  if (!/^```/m.test(readme)) problems.push(`${id}: README.md has no quick start (no code block)`)
  if (!/peer dependenc/i.test(readme)) {
    problems.push(`${id}: README.md says nothing of peer dependencies`)
  }
  for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
    if (!readme.includes(`\`${peer}\``)) {
      problems.push(`${id}: README.md does not name its peer dependency \`${peer}\``)
    }
  }
  if (!DOCS_LINK.test(readme)) {
    problems.push(`${id}: README.md links to no documentation (../../README.md or ../../docs/)`)
  }
  return problems
}
