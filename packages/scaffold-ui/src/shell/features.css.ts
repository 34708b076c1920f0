/** Layout of the feature views (send, receive, activity, swap, on-ramp, names, sign-in, email). */
export const featureStyles = `
/* A view's final actions stay in sight while a tall view scrolls under them: the bar takes over
   the body's bottom padding (16px) so the resting layout is unchanged; sticky insets count from
   inside that padding, hence -16px. */
.apkt-view > .apkt-view__actions, .apkt-view > .apkt-actions {
  position: sticky;
  bottom: -16px;
  z-index: 1;
  margin: 0 -16px -16px;
  padding: 8px 16px 16px;
  background: var(--apkt-bg-1);
}
.apkt-view__actions { display: flex; flex-direction: column; gap: var(--apkt-space-2); }
.apkt-view > .apkt-view__actions::before, .apkt-view > .apkt-actions::before {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  bottom: 100%;
  height: 12px;
  background: linear-gradient(to bottom, transparent, var(--apkt-bg-1));
  pointer-events: none;
}
.apkt-actions { display: grid; grid-template-columns: 1fr 1fr; gap: var(--apkt-space-2); }
.apkt-note { margin: 0; font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); text-align: center; }
.apkt-details { display: flex; flex-direction: column; gap: 10px; margin: 0; padding: 14px 16px; border-radius: var(--apkt-radius-lg); background: var(--apkt-bg-2); }
.apkt-details__item { display: flex; align-items: baseline; justify-content: space-between; gap: var(--apkt-space-3); min-width: 0; font-size: var(--apkt-font-size-sm); }
.apkt-details dt { flex: none; color: var(--apkt-fg-2); }
.apkt-details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; font-weight: var(--apkt-font-weight-medium); font-variant-numeric: tabular-nums; text-align: end; unicode-bidi: plaintext; }
.apkt-details code, .apkt-receive__address code { font-family: var(--apkt-font-family-mono); font-size: var(--apkt-font-size-xs); }
.apkt-code { margin: 0; max-height: 160px; overflow: auto; padding: 12px; border-radius: var(--apkt-radius-md); background: var(--apkt-bg-2); color: var(--apkt-fg-1); font-family: var(--apkt-font-family-mono); font-size: var(--apkt-font-size-xs); white-space: pre-wrap; word-break: break-all; }
.apkt-receive__address { padding: 10px 14px; border-radius: var(--apkt-radius-md); background: var(--apkt-bg-2); text-align: center; overflow-wrap: anywhere; color: var(--apkt-fg-1); }
.apkt-receive__networks { display: flex; flex-direction: column; gap: var(--apkt-space-2); align-items: center; }
.apkt-chips { display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
.apkt-chip-network { display: inline-flex; align-items: center; gap: 6px; padding-block: 4px; padding-inline: 4px 10px; border-radius: var(--apkt-radius-full); background: var(--apkt-bg-2); font-size: var(--apkt-font-size-xs); font-weight: var(--apkt-font-weight-medium); }
.apkt-preview__hero { display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; padding: 4px 0 8px; }
/* Amounts are never cut: a long one wraps (the title attribute keeps the exact figure). */
.apkt-preview__amount { margin: 0; max-width: 100%; font-size: var(--apkt-font-size-xl); font-weight: var(--apkt-font-weight-bold); font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.apkt-preview__hero .apkt-preview__amount { text-align: center; }
.apkt-preview__amount--sm { font-size: var(--apkt-font-size-lg); }
.apkt-amount__symbol { flex: none; max-width: 40%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: var(--apkt-font-weight-medium); color: var(--apkt-fg-2); }
.apkt-select { position: relative; padding-inline-end: 36px; }
.apkt-select__leading { display: inline-flex; flex: none; }
.apkt-select__input { appearance: none; cursor: pointer; text-overflow: ellipsis; }
.apkt-select__input option { color: initial; background: initial; }
.apkt-select__chevron { position: absolute; inset-inline-end: 14px; pointer-events: none; color: var(--apkt-fg-2); }
.apkt-swap__side { display: flex; flex-direction: column; gap: var(--apkt-space-2); padding: 12px; border-radius: var(--apkt-radius-lg); border: 1px solid var(--apkt-border); }
.apkt-swap__switch { display: flex; justify-content: center; margin: -8px 0; }
.apkt-swap__output { display: flex; flex-direction: column; gap: 4px; min-width: 0; padding: 0 4px; }
.apkt-swap__amount { display: block; font-size: var(--apkt-font-size-xl); font-weight: var(--apkt-font-weight-medium); font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.apkt-swap__summary { display: flex; align-items: center; gap: var(--apkt-space-3); min-width: 0; padding: 12px; border-radius: var(--apkt-radius-lg); background: var(--apkt-bg-2); }
.apkt-swap__arrow { display: flex; justify-content: center; color: var(--apkt-fg-2); }
.apkt-impact--warning { color: var(--apkt-warning); }
.apkt-impact--confirm { color: var(--apkt-error); }
.apkt-impact-warning { display: flex; align-items: flex-start; gap: var(--apkt-space-2); margin: 0; padding: 10px 12px; border-radius: var(--apkt-radius-md); font-size: var(--apkt-font-size-sm); }
.apkt-impact-warning svg { flex: none; margin-top: 1px; }
.apkt-impact-warning--warning { background: var(--apkt-warning-soft); color: var(--apkt-warning); }
.apkt-impact-warning--confirm { background: var(--apkt-error-soft); color: var(--apkt-error); }
.apkt-impact-accept { color: var(--apkt-fg-1); }
.apkt-fieldset { display: flex; flex-direction: column; gap: var(--apkt-space-2); min-width: 0; margin: 0; padding: 0; border: 0; }
.apkt-fieldset legend { padding: 0; margin-bottom: var(--apkt-space-2); }
.apkt-option {
  display: flex; align-items: center; justify-content: space-between; gap: var(--apkt-space-3);
  width: 100%; min-height: 52px; padding: 8px 14px; border: 1px solid var(--apkt-border);
  border-radius: var(--apkt-radius-lg); background: var(--apkt-bg-2); color: var(--apkt-fg-1);
  font: inherit; text-align: start; cursor: pointer;
}
.apkt-option:hover:not(:disabled) { background: var(--apkt-bg-3); }
.apkt-option[aria-pressed="true"] { border-color: var(--apkt-accent); box-shadow: inset 0 0 0 1px var(--apkt-accent); }
.apkt-option:disabled { cursor: not-allowed; opacity: 0.7; }
.apkt-option svg { flex: none; color: var(--apkt-accent-text); }
.apkt-grid-2 { display: grid; grid-template-columns: 1fr 1fr; gap: var(--apkt-space-2); }
.apkt-quote { display: flex; flex-direction: column; gap: 4px; padding: 12px 14px; border-radius: var(--apkt-radius-lg); background: var(--apkt-bg-2); }
.apkt-quote__amount { font-size: var(--apkt-font-size-lg); font-weight: var(--apkt-font-weight-bold); font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.apkt-quote .apkt-note { text-align: start; }
.apkt-activity section + section { margin-top: var(--apkt-space-2); }
.apkt-activity__detail { display: flex; flex-direction: column; align-items: center; gap: var(--apkt-space-2); padding: 6px 0 10px; }
.apkt-activity__detail .apkt-details { align-self: stretch; }
.apkt-activity__more { display: flex; justify-content: center; min-height: 36px; align-items: center; }
.apkt-otp { align-items: center; text-align: center; }
.apkt-otp__description { margin: 0; color: var(--apkt-fg-2); font-size: var(--apkt-font-size-sm); overflow-wrap: anywhere; }
.apkt-siwx__images { display: inline-flex; align-items: center; }
.apkt-siwx__images > * + * { margin-inline-start: -12px; }
/* Right to left: amounts and addresses keep their left-to-right order, isolated from the
   sentence around them; a detail's value takes the direction of what it says (an address, a
   network's name) and stays at the row's end. */
.apkt-preview__amount, .apkt-swap__amount, .apkt-quote__amount, .apkt-receive__address { direction: ltr; unicode-bidi: isolate; }
.apkt-preview__amount:dir(rtl), .apkt-swap__amount:dir(rtl), .apkt-quote__amount:dir(rtl) { text-align: right; }
.apkt-details dd:dir(rtl) { text-align: left; }
`
