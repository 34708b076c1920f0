type DeviceWindow = {
  navigator: { userAgent: string }
  matchMedia?: ((query: string) => { matches: boolean }) | undefined
}

/**
 * Whether the page runs on a phone or tablet: there a wallet is another app on the same device,
 * reached by its deep link, and a QR code cannot be scanned.
 */
export function isMobileDevice(view: DeviceWindow | undefined = globalThis.window): boolean {
  if (!view) return false
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(view.navigator.userAgent)) return true
  return view.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false
}
