import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveDirectory } from '@openappkit/testing/node'

/**
 * Runs in the lab page (an allowed origin, the frame loaded): posts `count` seeded hostile messages
 * to the wallet frame — wrong shapes and sources, prototype keys, oversized and deep payloads,
 * unknown types, requests whose id was already used — and counts what came back.
 */
export async function sendHostileMessages({
  frameOrigin,
  count,
}: {
  frameOrigin: string
  count: number
}): Promise<{ sent: number; answered: number; approvalsShown: number }> {
  const frame = [...document.querySelectorAll('iframe')].find((item) =>
    item.src.startsWith(frameOrigin),
  )
  const target = frame?.contentWindow
  if (!target) throw new Error('the wallet frame is not loaded')
  let seed = 17
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed
  }
  const pick = <T>(items: readonly T[]): T => items[next() % items.length] as T
  const ids = new Set<string>()
  let answered = 0
  let approvalsShown = 0
  const listen = (event: MessageEvent) => {
    if (event.origin !== frameOrigin) return
    const data = event.data as { id?: string; event?: string }
    if (data.event === 'RPC_APPROVAL_REQUEST') approvalsShown++
    if (data.id && ids.has(data.id)) answered++
  }
  window.addEventListener('message', listen)
  const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) })
  const shapes: Array<(id: string) => unknown> = [
    (id) => ({ source: 'openappkit-app', id, type: 'RPC_REQUEST' }),
    (id) => ({ source: 'openappkit-app', id, type: 'NOT_A_TYPE', payload: {} }),
    (id) => ({ source: 'evil', id, type: 'IS_CONNECTED', payload: {} }),
    (id) => ({ source: 'openappkit-app', id: `${id}<script>`, type: 'IS_CONNECTED', payload: {} }),
    (id) =>
      JSON.parse(
        `{"source":"openappkit-app","id":"${id}","type":"GET_USER","payload":{"__proto__":{"polluted":1}}}`,
      ),
    (id) => ({
      source: 'openappkit-app',
      id,
      type: 'CONNECT_EMAIL',
      payload: { email: 'x'.repeat(300_000) },
    }),
    (id) => ({ source: 'openappkit-app', id, type: 'GET_USER', payload: deep(40) }),
    (id) => ({ source: 'openappkit-app', id, type: 'RPC_REQUEST', payload: { method: 1 } }),
    (id) => ({ source: 'openappkit-app', id, type: 'CONNECT_OTP', payload: { otp: '12345a' } }),
    (id) => ({
      source: 'openappkit-app',
      id,
      type: 'RPC_APPROVAL',
      payload: { requestId: 5, approved: 'yes' },
    }),
    (id) => [id, 'IS_CONNECTED'],
    () => 'IS_CONNECTED',
    () => null,
  ]
  for (let index = 0; index < count; index++) {
    const id = `hostile-${index.toString(36).padStart(8, '0')}`
    ids.add(id)
    target.postMessage(pick(shapes)(id), frameOrigin)
  }
  // A valid request answered: every message posted before it was handled.
  const probe = (id: string) =>
    new Promise<void>((resolve) => {
      const done = (event: MessageEvent) => {
        if ((event.data as { id?: string }).id !== id) return
        window.removeEventListener('message', done)
        resolve()
      }
      window.addEventListener('message', done)
      target.postMessage(
        { source: 'openappkit-app', id, type: 'IS_CONNECTED', payload: {} },
        frameOrigin,
      )
    })
  const first = `probe-${Date.now().toString(36)}`
  await probe(first)
  // The first probe's id again: replayed, it is dropped (an answer would count).
  ids.add(first)
  target.postMessage(
    { source: 'openappkit-app', id: first, type: 'IS_CONNECTED', payload: {} },
    frameOrigin,
  )
  await probe(`probe-last-${Date.now().toString(36)}`)
  window.removeEventListener('message', listen)
  return { sent: count, answered, approvalsShown }
}

/** Runs in a stranger's page: opens the frame page as a window and asks it; returns the answers. */
export async function askPopupFrame(frameUrl: string): Promise<unknown[]> {
  const popup = window.open(frameUrl, '_blank')
  if (!popup) throw new Error('the popup was blocked')
  const answers: unknown[] = []
  window.addEventListener('message', (event) => answers.push(event.data))
  const origin = new URL(frameUrl).origin
  // A negative can only be waited for: ask for 3 s, long after the popup's script has loaded.
  const deadline = Date.now() + 3_000
  while (Date.now() < deadline) {
    popup.postMessage(
      { source: 'openappkit-app', id: `popup-${Date.now()}`, type: 'IS_CONNECTED', payload: {} },
      origin,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  popup.close()
  return answers
}

/** A page on an origin the api does not allow, which tries to embed the frame. */
export async function serveStrangerPage(frameUrl: string) {
  const directory = await mkdtemp(join(tmpdir(), 'openappkit-stranger-'))
  await writeFile(
    join(directory, 'index.html'),
    `<!doctype html><title>stranger</title><iframe src="${frameUrl}" onload="document.body.dataset.loaded='true'"></iframe>`,
  )
  const server = await serveDirectory(directory)
  return {
    origin: server.origin,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
