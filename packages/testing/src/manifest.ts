// The devnet manifest alone (zod only): for apps and tools that read a running devnet's manifest.
export {
  type DevnetManifest,
  devnetManifestSchema,
  parseDevnetManifest,
} from './devnet/manifest-schema.ts'
