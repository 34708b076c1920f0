/**
 * Rules for the host element and the shadow tree's top. `!important` inside a shadow root wins
 * over `!important` from the page for the host (the cascade reverses for important rules across
 * tree contexts), so a page's `* { … !important }` cannot hide, move or restyle the host, and
 * `all: initial` stops the page's inherited properties (color, font, letter-spacing…) at the
 * boundary.
 */
export const hostStyles = `
:host {
  all: initial !important;
  display: contents !important;
}
`
