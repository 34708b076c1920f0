/**
 * Hands a wallet's deep link to the browser in this tab: the system opens the wallet app and
 * the page stays (a new tab would stay blank behind the app, and popups need a fresh tap).
 */
export function openDeepLink(href: string): void {
  window.location.href = href
}
