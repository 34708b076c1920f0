import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServeDirectoryReturnType, serveDirectory } from './serve-directory.ts'

let outside: string
let root: string
let served: ServeDirectoryReturnType

beforeAll(async () => {
  outside = await mkdtemp(join(tmpdir(), 'serve-directory-'))
  root = join(outside, 'root')
  await mkdir(root)
  await writeFile(join(outside, 'secret.txt'), 'secret')
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(join(root, 'app.js'), 'console.log(1)')
  served = await serveDirectory(root)
})

afterAll(async () => {
  await served?.close()
  await rm(outside, { recursive: true, force: true })
})

describe('serveDirectory', () => {
  it('serves index.html at / and files with their content type', async () => {
    const page = await fetch(`${served.origin}/`)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('<title>app</title>')
    const script = await fetch(`${served.origin}/app.js?v=1`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('console.log(1)')
  })

  it('answers 404 for a missing file and for any path that would leave the root', async () => {
    expect((await fetch(`${served.origin}/missing.js`)).status).toBe(404)
    for (const outward of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/a/..%2f..%2fsecret.txt']) {
      const response = await fetch(`${served.origin}${outward}`)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('secret')
    }
  })
})
