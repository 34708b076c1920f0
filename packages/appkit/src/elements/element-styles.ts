import { uiStyles } from '@openappkit/ui'

/**
 * Rules of one element's shadow tree: the primitives' rules (ui exports no button-only sheet
 * yet) and a host that the page's CSS cannot restyle.
 */
export const elementStyles = `
:host { all: initial !important; display: inline-block !important; }
${uiStyles}
.apkt-root { display: inline-block; }
.apkt-account-name { display: inline-block; max-width: 12em; vertical-align: bottom; }
`
