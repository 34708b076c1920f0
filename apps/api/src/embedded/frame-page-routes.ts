import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { z } from 'zod'
import { notFound } from '../errors/index.ts'
import { allowedOriginsOf } from '../http/allowed-origins.ts'
import type { App } from '../http/app-env.ts'
import { parseInput, readQuery } from '../http/validate.ts'
import type { ApiContext } from '../server/api-context.ts'
import { smartAccountChainsOf } from './smart-account-networks.ts'

const frameQuerySchema = z.object({
  projectId: z.string().min(1).max(128).optional(),
  chainId: z.coerce.number().int().positive().optional(),
})

// JSON inside <script> must not be able to close the element.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/** The page's Content-Security-Policy: its own script and api only, embeddable by the allow-list. */
export function framePageSecurityPolicy(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

let frameScript: Promise<string> | undefined
const loadFrameScript = () => {
  frameScript ??= readFile(
    createRequire(import.meta.url).resolve('@openappkit/wallet-frame/frame-page.global.js'),
    'utf8',
  )
  return frameScript
}

/**
 * The embedded wallet's frame page on the api's origin (docs/project/architecture.md §9): a page
 * with no markup of its own whose script holds the keys; only the dapp origins of the request's
 * project (or the global allow-list) may embed it (CSP `frame-ancestors`) or talk to it (checked
 * again on every message).
 */
export function registerFramePageRoutes(app: App, context: ApiContext): void {
  const defaultChain = context.chains.evmChains[0]
  // The frame derives a smart account on these chains and answers them as
  // smartAccountEnabledNetworks; it reaches their bundlers through /v1/embedded/bundler.
  const smartAccountNetworksOf = (networks: readonly string[] | undefined) =>
    smartAccountChainsOf({ ...context, networks }).map(
      ({ chainId, entryPoint, accountFactory }) => ({ chainId, entryPoint, accountFactory }),
    )
  const globalSmartAccountNetworks = smartAccountNetworksOf(undefined)

  app.get('/v1/embedded/frame', (c) => {
    const query = parseInput(frameQuerySchema, readQuery(c), 'query')
    // The project's origins when the page names one (its parents and message senders).
    const allowedOrigins = allowedOriginsOf(c, context.config)
    const policy = framePageSecurityPolicy(allowedOrigins)
    const chainId = query.chainId ?? Number(defaultChain?.chain.id ?? 1)
    const projectNetworks = c.var.project?.smartAccountNetworks
    const smartAccountNetworks = projectNetworks
      ? smartAccountNetworksOf(projectNetworks)
      : globalSmartAccountNetworks
    const config = {
      allowedOrigins,
      chainId,
      apiUrl: '',
      ...(query.projectId ? { projectId: query.projectId } : {}),
      ...(smartAccountNetworks.length > 0 ? { smartAccountNetworks } : {}),
    }
    c.header('Content-Security-Policy', policy)
    c.header('Cache-Control', 'no-store')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    return c.html(
      `<!doctype html><html><head><meta charset="utf-8"><title>OpenAppKit wallet</title>` +
        `<script id="openappkit-frame-config" type="application/json">${scriptSafeJson(config)}</script>` +
        `<script src="/v1/embedded/frame.js${query.projectId ? `?projectId=${encodeURIComponent(query.projectId)}` : ''}" defer></script>` +
        `</head><body></body></html>`,
    )
  })

  app.get('/v1/embedded/frame.js', async (c) => {
    const script = await loadFrameScript().catch((error: unknown) => {
      frameScript = undefined
      context.logger.error('the wallet frame script is not built', { error: String(error) })
      throw notFound('The wallet frame is not built')
    })
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(script)
  })
}
