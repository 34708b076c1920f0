/** Where Debian's `apt-get install chromium` puts the browser; `CHROMIUM_PATH` overrides it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Flags for a headless system Chromium whose only requests are the page's own: no sandbox (CI
 * containers), no GPU, and no background, component-update, sync or first-run traffic.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export type ChromiumLaunchOptions = { executablePath: string; args: string[] }

/** Options for playwright-core's `chromium.launch` that use the system Chromium (no download). */
export function chromiumLaunchOptions(
  environment: Readonly<Record<string, string | undefined>> = process.env,
): ChromiumLaunchOptions {
  return {
    executablePath: environment.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  }
}
