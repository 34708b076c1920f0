import { gunzipSync } from 'node:zlib'

export type TarballEntry = {
  /** Path inside the package, without npm's leading `package/`. */
  path: string
  bytes: number
  /** The file's bytes (a view into the unpacked tarball). */
  content: Uint8Array
}

const BLOCK = 512

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

/** A pax extended header's `path` record, which npm writes for names ustar cannot hold. */
function paxPath(body: Buffer): string | undefined {
  for (const record of body.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record)
    if (match) return match[1]
  }
  return undefined
}

/**
 * The regular files of an npm tarball (gzipped ustar, as npm and pnpm pack it). Read by hand:
 * listing is all the checks need, and the format is small enough to need no library.
 */
export function tarballEntries(tgz: Uint8Array): TarballEntry[] {
  const tar = gunzipSync(tgz)
  const entries: TarballEntry[] = []
  let nextPath: string | undefined
  let offset = 0
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8)
    const type = field(header, 156, 1) || '0'
    const body = tar.subarray(offset + BLOCK, offset + BLOCK + size)
    if (type === 'x') {
      nextPath = paxPath(body)
    } else {
      const prefix = field(header, 345, 155)
      const name =
        nextPath ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100))
      nextPath = undefined
      if (type === '0') {
        entries.push({ path: name.replace(/^[^/]+\//, ''), bytes: size, content: body })
      }
    }
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK
  }
  return entries
}
