/** ListRow and the wallet, token, network and transaction rows. */
export const rowStyles = `
.apkt-row {
  display: flex;
  align-items: center;
  gap: var(--apkt-space-3);
  width: 100%;
  min-width: 0;
  min-height: 56px;
  margin: 0;
  padding: 8px;
  padding-inline-end: 12px;
  border: 0;
  border-radius: var(--apkt-radius-lg);
  background: transparent;
  color: var(--apkt-fg-1);
  font: inherit;
  text-align: start;
}
.apkt-row--interactive {
  cursor: pointer;
  background: var(--apkt-bg-2);
  transition: background-color var(--apkt-duration) var(--apkt-easing), transform 80ms var(--apkt-easing);
}
.apkt-row--interactive:hover:not(:disabled) { background: var(--apkt-bg-3); }
.apkt-row--interactive:active:not(:disabled) { transform: scale(0.99); }
.apkt-row--interactive:disabled, .apkt-row[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; }
.apkt-row--selected { box-shadow: inset 0 0 0 1.5px var(--apkt-accent); }
.apkt-row--muted .apkt-row__leading { filter: grayscale(1); opacity: 0.7; }
/* 40 px wide whatever the image: titles of rows with smaller images still line up. */
.apkt-row__leading { display: inline-flex; flex: none; justify-content: center; min-width: 40px; }
.apkt-row__content { display: flex; flex-direction: column; flex: 1 1 auto; min-width: 0; gap: 1px; }
.apkt-row__title, .apkt-row__description, .apkt-row__end-primary, .apkt-row__end-secondary {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; max-width: 100%;
}
.apkt-row__title { font-size: var(--apkt-font-size-md); font-weight: var(--apkt-font-weight-medium); }
.apkt-row__description { font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); }
.apkt-row__trailing {
  display: inline-flex; align-items: center; justify-content: flex-end; gap: 6px;
  flex: none;
}
/* Amounts never truncate: the title and description give way (ellipsis), an amount keeps its
   width and, on a narrow row, wraps between the value and its symbol (within a value only when
   nothing else fits). */
.apkt-row--amounts .apkt-row__trailing { flex: 0 0 auto; min-width: 0; max-width: 70%; }
.apkt-row--amounts .apkt-row__end-primary, .apkt-row--amounts .apkt-row__end-secondary {
  overflow: visible; text-overflow: clip; white-space: normal; overflow-wrap: anywhere; text-align: end;
}
.apkt-row__tags { display: inline-flex; gap: 4px; }
.apkt-row__end { display: flex; flex-direction: column; align-items: flex-end; min-width: 0; max-width: 100%; gap: 1px; }
.apkt-row__end-primary { font-size: var(--apkt-font-size-md); font-weight: var(--apkt-font-weight-medium); font-variant-numeric: tabular-nums; }
.apkt-row__end-secondary { font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); font-variant-numeric: tabular-nums; }
.apkt-row__chevron { display: inline-flex; flex: none; color: var(--apkt-fg-3); margin-inline-start: -4px; }
.apkt-row__check { display: inline-flex; flex: none; color: var(--apkt-accent-text); }
.apkt-tx__media { position: relative; display: inline-flex; }
.apkt-tx__badge {
  position: absolute; inset-inline-end: -3px; bottom: -3px;
  display: inline-flex; align-items: center; justify-content: center;
  width: 18px; height: 18px; border-radius: 50%;
  border: 2px solid var(--apkt-bg-2);
  background: var(--apkt-bg-3); color: var(--apkt-fg-1);
}
.apkt-tx__icon {
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: 50%;
  background: var(--apkt-bg-3); color: var(--apkt-fg-1);
}
.apkt-tx__icon--in, .apkt-tx__badge--in { background: var(--apkt-success-soft); color: var(--apkt-success); }
.apkt-tx__icon--out, .apkt-tx__badge--out { background: var(--apkt-accent-soft); color: var(--apkt-accent-text); }
.apkt-tx__badge--in, .apkt-tx__badge--out { background: color-mix(in srgb, currentColor 18%, var(--apkt-bg-1)); }
.apkt-tx__amount--in { color: var(--apkt-success); }
.apkt-tx__status { display: inline-flex; align-items: center; gap: 4px; }
.apkt-tx__status--pending { color: var(--apkt-warning); }
.apkt-tx__status--failed { color: var(--apkt-error); }
.apkt-tx--failed .apkt-row__end-primary { text-decoration: line-through; color: var(--apkt-fg-2); }
`
