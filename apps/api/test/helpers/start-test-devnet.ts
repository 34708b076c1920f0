import { startDevnetProcess } from '@openappkit/testing/node'
import { type DevnetManifest, readDevnetManifest } from '../../src/config/index.ts'

/** A devnet started for one suite: its manifest (as the api reads it), and how to stop it. */
export type TestDevnet = {
  manifest: DevnetManifest
  manifestPath: string
  stop(): Promise<void>
}

/**
 * Runs the devnet's own command on free ports (an app does not import another app: the devnet
 * is driven through its command line only) and reads its manifest with the api's own schema.
 */
export async function startTestDevnet(): Promise<TestDevnet> {
  const devnet = await startDevnetProcess({ ephemeral: true })
  try {
    const manifest = await readDevnetManifest(devnet.manifestPath)
    return { manifest, manifestPath: devnet.manifestPath, stop: devnet.stop }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
