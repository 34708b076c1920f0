import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot } from './paths.ts'
import { runCommand } from './run-command.ts'

/**
 * Replaces the text between the `<!-- marker:start -->` and `<!-- marker:end -->` lines of a
 * README (`figures` by default) with `figures`, then formats the file with the workspace's Biome
 * (which aligns markdown tables) so that lint stays clean.
 */
export async function replaceReadmeFigures(
  readmePath: string,
  figures: string,
  marker = 'figures',
): Promise<void> {
  const START = `<!-- ${marker}:start -->`
  const END = `<!-- ${marker}:end -->`
  const readme = await readFile(readmePath, 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start === -1 || end < start) throw new Error(`${readmePath} has no ${marker} markers`)
  const next = `${readme.slice(0, start + START.length)}\n${figures.trim()}\n${readme.slice(end)}`
  await writeFile(readmePath, next)
  await runCommand({
    command: join(repoRoot, 'node_modules/.bin/biome'),
    args: ['format', '--write', readmePath],
    cwd: repoRoot,
  })
}
