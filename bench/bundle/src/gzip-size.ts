import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'

/** Size of `content` after gzip at level 9 (what a static host would send, at most). */
export function gzipSize(content: Uint8Array): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).byteLength
}

export type JsOnDiskReturnType = { files: number; rawBytes: number; gzipBytes: number }

/** Every .js file under `distDir` (all chunks, loaded or not), raw and gzip-9. */
export async function measureJsOnDisk(distDir: string): Promise<JsOnDiskReturnType> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true })
  const result: JsOnDiskReturnType = { files: 0, rawBytes: 0, gzipBytes: 0 }
  for (const entry of entries) {
    if (!entry.isFile() || !/\.m?js$/.test(entry.name)) continue
    const content = await readFile(join(entry.parentPath, entry.name))
    result.files += 1
    result.rawBytes += content.byteLength
    result.gzipBytes += gzipSize(content)
  }
  return result
}
