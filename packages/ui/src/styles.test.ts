import { describe, expect, it } from 'vitest'
import { directionStyles, uiStyles } from './styles.ts'

describe('directionStyles', () => {
  it('holds the right-to-left rules apart from uiStyles, which the page-level elements carry', () => {
    expect(directionStyles).toContain('.apkt-icon--mirrored:dir(rtl)')
    expect(uiStyles).not.toContain(':dir(rtl)')
    expect(uiStyles).not.toContain("[dir='rtl']")
    const classes = Array.from(
      directionStyles.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g),
      ([, name]) => name,
    )
    expect(classes.filter((name) => !name?.startsWith('apkt-'))).toEqual([])
  })
})

describe('uiStyles', () => {
  it('prefixes every class it styles with apkt-', () => {
    const classes = new Set(
      Array.from(uiStyles.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g), ([, name]) => name),
    )
    expect(classes.size).toBeGreaterThan(50)
    expect([...classes].filter((name) => !name?.startsWith('apkt-'))).toEqual([])
  })

  it('derives the tokens from every public --w3m-* name', () => {
    for (const name of [
      '--w3m-font-family',
      '--w3m-accent',
      '--w3m-color-mix',
      '--w3m-color-mix-strength',
      '--w3m-font-size-master',
      '--w3m-border-radius-master',
      '--w3m-z-index',
      '--w3m-qr-color',
    ]) {
      expect(uiStyles).toContain(`var(${name},`)
    }
  })

  it('has dark tokens and honours reduced motion', () => {
    expect(uiStyles).toContain(".apkt-root[data-apkt-theme='dark']")
    expect(uiStyles).toContain('@media (prefers-reduced-motion: reduce)')
  })

  it('only uses --apkt-* variables it defines (or the public --w3m-* names)', () => {
    const defined = new Set(
      Array.from(uiStyles.matchAll(/(--apkt-[\w-]+)\s*:/g), ([, name]) => name),
    )
    const used = new Set(Array.from(uiStyles.matchAll(/var\((--[\w-]+)/g), ([, name]) => name))
    // Set inline by components or optional overrides with a fallback in place.
    const inline = new Set([
      '--apkt-image-size',
      '--apkt-avatar-background',
      '--apkt-skeleton-width',
      '--apkt-skeleton-height',
      '--apkt-qr-size',
      '--apkt-qr-quiet-zone',
      '--apkt-qr-image-share',
      '--apkt-modal-width',
    ])
    const undefinedNames = [...used].filter(
      (name) => name && !defined.has(name) && !inline.has(name) && !name.startsWith('--w3m-'),
    )
    expect(undefinedNames).toEqual([])
  })
})
