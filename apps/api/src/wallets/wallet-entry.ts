import { isSafeWalletLink } from '@openappkit/common/wallets'
import { z } from 'zod'

// An app's own scheme (`wallet://`) or an https universal link; never code or local data.
const walletLinkSchema = z
  .string()
  .max(512)
  .refine((value) => isSafeWalletLink(value), 'expected an https link or an app scheme (wallet://)')

// A page-in-wallet template: https, with the `{url}` the kit fills in.
const browseLinkSchema = z
  .string()
  .max(512)
  .refine(
    (value) => value.startsWith('https://') && value.includes('{url}') && isSafeWalletLink(value),
    'expected an https template with {url}',
  )

/** One wallet of the catalogue as an operator writes it (configuration or built in). */
export const walletCatalogueEntrySchema = z.object({
  id: z
    .string()
    .regex(/^[-_.a-zA-Z0-9]{1,128}$/, 'expected letters, digits, dot, dash or underscore'),
  name: z.string().min(1).max(64),
  /** EIP-6963 reverse domain of its browser extension, to match it when installed. */
  rdns: z.string().max(128).optional(),
  /** CAIP namespaces it connects (eip155, solana, bip122...). */
  namespaces: z.array(z.string().regex(/^[-a-z0-9]{3,8}$/)).min(1),
  /** The app's own scheme (`wallet://`). */
  mobileLink: walletLinkSchema.optional(),
  /** The maker's https universal link, preferred on phones. */
  universalLink: walletLinkSchema.optional(),
  desktopLink: walletLinkSchema.optional(),
  webappLink: walletLinkSchema.optional(),
  /** Opens the page in the wallet's own browser (`https://wallet.example/browse/{url}`). */
  browseLink: browseLinkSchema.optional(),
  /** An icon (`https:` or `data:image/...`); without it a monogram in `color` is drawn. */
  imageUrl: z
    .string()
    .max(65_536)
    .regex(/^(https:|data:image\/)/, 'expected an https: or data:image/ URL')
    .optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#4c6fff'),
})

export type WalletCatalogueEntry = z.input<typeof walletCatalogueEntrySchema>

/** A wallet as the api returns it: what the modal needs to list and open it. */
export type WalletListing = {
  id: string
  name: string
  imageUrl: string
  rdns?: string
  namespaces: string[]
  mobileLink?: string
  universalLink?: string
  desktopLink?: string
  webappLink?: string
  browseLink?: string
}
