export { isSafeLinkUrl } from './is-safe-link-url.ts'
export { ExternalLink, type ExternalLinkProps, Link, type LinkProps } from './link.tsx'
