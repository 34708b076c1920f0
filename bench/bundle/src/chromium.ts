import { chromiumLaunchOptions } from '@openappkit/testing/node'
import { type Browser, chromium } from 'playwright-core'

/** Launches the system's headless Chromium (Debian's; nothing is downloaded). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}
