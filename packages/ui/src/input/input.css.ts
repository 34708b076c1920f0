/** TextInput, AmountInput, AddressInput and OtpInput. */
export const inputStyles = `
.apkt-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.apkt-field__label { font-size: var(--apkt-font-size-sm); font-weight: var(--apkt-font-weight-medium); color: var(--apkt-fg-2); }
.apkt-field__description { font-size: var(--apkt-font-size-xs); color: var(--apkt-fg-2); }
.apkt-field__error { display: flex; align-items: center; gap: 6px; font-size: var(--apkt-font-size-xs); color: var(--apkt-error); }
.apkt-field__error svg { flex: none; }
.apkt-field__control {
  display: flex;
  align-items: center;
  gap: var(--apkt-space-2);
  min-height: 48px;
  padding: 0 14px;
  background: var(--apkt-bg-2);
  border: 1px solid var(--apkt-border);
  border-radius: var(--apkt-radius-md);
  color: var(--apkt-fg-1);
  transition: border-color var(--apkt-duration) var(--apkt-easing), box-shadow var(--apkt-duration) var(--apkt-easing);
}
.apkt-field__control:hover { border-color: var(--apkt-border-strong); }
.apkt-field__control:focus-within { border-color: var(--apkt-accent); box-shadow: var(--apkt-focus-ring); }
.apkt-field__control[data-invalid] { border-color: var(--apkt-error); }
.apkt-field__control[data-invalid]:focus-within { box-shadow: 0 0 0 3px color-mix(in srgb, var(--apkt-error) 30%, transparent); }
.apkt-field__icon { display: inline-flex; flex: none; color: var(--apkt-fg-2); }
.apkt-field__input {
  flex: 1;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: 12px 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--apkt-font-size-md);
}
.apkt-root .apkt-field__input:focus-visible { outline: none; }
.apkt-field__input::placeholder { color: var(--apkt-fg-3); opacity: 1; }
.apkt-field__input:disabled { cursor: not-allowed; opacity: 0.6; }
.apkt-amount { flex-direction: column; align-items: stretch; gap: 2px; padding: 10px 14px 12px; }
.apkt-amount__row { display: flex; align-items: center; gap: var(--apkt-space-3); }
.apkt-amount__input {
  padding: 2px 0;
  font-size: var(--apkt-font-size-xl);
  font-weight: var(--apkt-font-weight-medium);
  letter-spacing: -0.02em;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
}
.apkt-amount__footer {
  display: flex; align-items: center; justify-content: space-between; gap: var(--apkt-space-2);
  min-height: 24px; font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2);
}
.apkt-amount__description { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.apkt-amount__balance { display: inline-flex; align-items: center; gap: 6px; flex: none; white-space: nowrap; }
.apkt-amount__max, .apkt-address__paste {
  appearance: none; border: 0; margin: 0; cursor: pointer; font: inherit;
  padding: 2px 8px; border-radius: var(--apkt-radius-xs);
  font-size: var(--apkt-font-size-xs); font-weight: var(--apkt-font-weight-bold);
  background: var(--apkt-accent-soft); color: var(--apkt-accent-text);
}
.apkt-amount__max:hover, .apkt-address__paste:hover { background: color-mix(in srgb, var(--apkt-accent) 20%, var(--apkt-bg-1)); }
.apkt-address { align-items: flex-start; padding-top: 4px; padding-bottom: 4px; }
.apkt-address__input {
  resize: none;
  line-height: 1.45;
  font-family: var(--apkt-font-family-mono);
  font-size: var(--apkt-font-size-sm);
  word-break: break-all;
  padding: 8px 0;
  min-height: calc(2 * 1.45em + 16px);
}
.apkt-address__input::placeholder { font-family: var(--apkt-font-family); }
.apkt-address__valid, .apkt-address__paste { flex: none; margin-top: 8px; }
.apkt-address__valid {
  display: inline-flex; align-items: center; justify-content: center;
  width: 22px; height: 22px; border-radius: 50%;
  background: var(--apkt-success-soft); color: var(--apkt-success);
}
.apkt-address[data-valid] { border-color: color-mix(in srgb, var(--apkt-success) 55%, var(--apkt-border)); }
.apkt-otp-field { display: block; min-width: 0; margin: 0; padding: 0; border: 0; text-align: center; }
.apkt-otp-field > legend { padding: 0; margin: 0 auto 10px; }
.apkt-otp-field > .apkt-field__description, .apkt-otp-field > .apkt-field__error { justify-content: center; margin-top: 10px; }
.apkt-otp { display: flex; gap: var(--apkt-space-2); justify-content: center; }
.apkt-otp__box {
  width: 44px; height: 52px; padding: 0; margin: 0;
  text-align: center;
  font: inherit; font-size: var(--apkt-font-size-lg); font-weight: var(--apkt-font-weight-bold);
  font-variant-numeric: tabular-nums;
  color: var(--apkt-fg-1);
  background: var(--apkt-bg-2);
  border: 1px solid var(--apkt-border);
  border-radius: var(--apkt-radius-md);
  caret-color: var(--apkt-accent);
  transition: border-color var(--apkt-duration) var(--apkt-easing), box-shadow var(--apkt-duration) var(--apkt-easing);
}
.apkt-root .apkt-otp__box:focus-visible, .apkt-otp__box:focus { outline: none; border-color: var(--apkt-accent); box-shadow: var(--apkt-focus-ring); }
.apkt-otp[data-invalid] .apkt-otp__box { border-color: var(--apkt-error); }
.apkt-otp__box:disabled { opacity: 0.6; cursor: not-allowed; }
@media (max-width: 400px) { .apkt-otp__box { width: 40px; height: 48px; } .apkt-otp { gap: 6px; } }
`
