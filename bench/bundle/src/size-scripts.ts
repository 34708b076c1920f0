import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSize } from './gzip-size.ts'

export type LoadedScript = { path: string; rawBytes: number; gzipBytes: number }

export type SizeScriptsParameters = {
  pathnames: readonly string[]
  /** Origin of the static server the scripts came from. */
  origin: string
  /** The folder that server serves; the files are fetched from `origin` when absent. */
  distDir?: string | undefined
}

export type SizeScriptsReturnType = { scripts: LoadedScript[]; rawBytes: number; gzipBytes: number }

async function readScript(pathname: string, origin: string, distDir: string | undefined) {
  if (distDir) return new Uint8Array(await readFile(join(distDir, decodeURIComponent(pathname))))
  const response = await fetch(new URL(pathname, origin))
  if (!response.ok) throw new Error(`GET ${origin}${pathname} answered ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/** Raw and gzip-9 sizes of each script and their sums, from the dist folder or the server. */
export async function sizeScripts(
  parameters: SizeScriptsParameters,
): Promise<SizeScriptsReturnType> {
  const { pathnames, origin, distDir } = parameters
  const scripts: LoadedScript[] = []
  for (const pathname of pathnames) {
    const content = await readScript(pathname, origin, distDir)
    scripts.push({ path: pathname, rawBytes: content.byteLength, gzipBytes: gzipSize(content) })
  }
  return {
    scripts,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  }
}
