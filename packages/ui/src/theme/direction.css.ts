/**
 * What changes right to left (Arabic), apart from the logical properties the other rules use. The
 * modal injects these; the custom elements, painted with the page before it loads, do not need
 * them.
 *
 * - Icons that point along the line (back, forward, chevrons) flip.
 * - Amounts in rows keep their left-to-right order; a transaction's time or status reads in the
 *   page's direction.
 * - Amount and address fields type left to right (`dir="ltr"` on the input), an amount starting
 *   at the right edge and a placeholder reading in the page's direction.
 * - A one-time code reads left to right: its first digit is the leftmost box.
 */
export const directionStyles = `
.apkt-icon--mirrored:dir(rtl) { transform: scaleX(-1); }
.apkt-row__end-primary, .apkt-row--amounts:not(.apkt-tx) .apkt-row__end-secondary { direction: ltr; unicode-bidi: isolate; }
[dir='rtl'] .apkt-amount__input { text-align: right; }
[dir='rtl'] .apkt-field__input[dir='ltr']:placeholder-shown { direction: rtl; }
.apkt-otp { direction: ltr; }
`
