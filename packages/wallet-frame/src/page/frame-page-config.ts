import { z } from 'zod'
import { smartAccountNetworkSchema } from '../host/smart-account/smart-account-network.ts'

/** What the api writes into the frame page: who may talk to it and where its chain is. */
export const framePageConfigSchema = z.strictObject({
  /** Dapp origins allowed to use this frame (the api's allow-list). */
  allowedOrigins: z.array(z.string().min(1).max(2_048)).max(1_000),
  /** The EVM chain the wallet starts on. */
  chainId: z.number().int().positive(),
  /** The api the frame signs in through; its own origin when the api serves the page. */
  apiUrl: z.string().max(2_048),
  /** Sent with every api call when the api keeps a projectId allow-list. */
  projectId: z.string().min(1).max(128).optional(),
  /**
   * The project's smartAccountEnabledNetworks with their EntryPoint and account factory; the
   * frame reaches their bundlers through the api (`/v1/embedded/bundler`). Absent: EOA only.
   */
  smartAccountNetworks: z.array(smartAccountNetworkSchema).max(256).optional(),
})

export type FramePageConfig = z.infer<typeof framePageConfigSchema>

/** The id of the `<script type="application/json">` element holding the config. */
export const FRAME_PAGE_CONFIG_ELEMENT_ID = 'openappkit-frame-config'
