import { readFile } from 'node:fs/promises'

/** The part of a Playwright `Page` the injectors use (so playwright-core stays optional). */
export type InjectablePage = {
  addInitScript(script: { content: string }): Promise<unknown>
  evaluate<TResult, TArgument>(
    pageFunction: (argument: TArgument) => TResult | Promise<TResult>,
    argument: TArgument,
  ): Promise<TResult>
}

export type InjectWalletBundleParameters = {
  /** The wallet's browser script; read from `bundleUrl` (the built package) when absent. */
  bundle: string | undefined
  bundleUrl: URL
  /** The bundle's global whose `install(options)` creates the wallet in the page. */
  installer: string
  /** What `install` is given; it crosses into the page as JSON. */
  options: unknown
  /** The page global holding the wallet, or a promise of it. */
  walletGlobal: string
  /** The wallet, as the error of a control run in a page without it names it. */
  walletName: string
  /** The wallet's members the `getState` control copies out of the page. */
  state: readonly string[]
}

/** Runs one of the wallet's controls in the page; `getState` reads the wallet's state members. */
export type RunWalletControl = <TResult>(
  control: string,
  args?: readonly unknown[],
) => Promise<TResult>

const bundles = new Map<string, Promise<string>>()

/**
 * Makes a test wallet available in `page` before any page script runs (on every navigation):
 * its browser bundle, then its `install(options)`. Returns the runner of its controls.
 */
export async function injectWalletBundle(
  page: InjectablePage,
  parameters: InjectWalletBundleParameters,
): Promise<RunWalletControl> {
  const { bundleUrl, installer, options, walletGlobal, walletName, state } = parameters
  const script = parameters.bundle ?? (await readBundle(bundleUrl))
  await page.addInitScript({
    content: `${script}\n;${installer}.install(${JSON.stringify(options)});`,
  })
  return (control, args = []) =>
    page.evaluate(
      async (argument) => {
        const wallet = (await (globalThis as unknown as Record<string, unknown>)[
          argument.walletGlobal
        ]) as Record<string, unknown> | undefined
        // Runs in the page, where our error classes do not exist.
        if (!wallet) throw new Error(`The ${argument.walletName} is not installed in this page`)
        if (argument.control === 'getState') {
          // Only plain data crosses back to the test: lists are copied.
          return Object.fromEntries(
            argument.state.map((key) => {
              const value = wallet[key]
              return [key, Array.isArray(value) ? [...value] : value]
            }),
          )
        }
        return (wallet[argument.control] as (...values: unknown[]) => unknown)(...argument.args)
      },
      { walletGlobal, walletName, state, control, args },
    ) as Promise<never>
}

function readBundle(url: URL): Promise<string> {
  const cached = bundles.get(url.href) ?? readFile(url, 'utf8')
  bundles.set(url.href, cached)
  return cached
}
