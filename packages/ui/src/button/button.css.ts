/** Button and IconButton. */
export const buttonStyles = `
.apkt-button, .apkt-icon-button {
  appearance: none;
  margin: 0;
  border: 1px solid transparent;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  font: inherit;
  cursor: pointer;
  user-select: none;
  text-decoration: none;
  transition: background-color var(--apkt-duration) var(--apkt-easing),
    color var(--apkt-duration) var(--apkt-easing), transform 80ms var(--apkt-easing);
}
.apkt-button {
  gap: var(--apkt-space-2);
  min-width: 0;
  max-width: 100%;
  border-radius: var(--apkt-radius-md);
  font-weight: var(--apkt-font-weight-medium);
  white-space: nowrap;
}
.apkt-button__label { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.apkt-button--sm { height: 32px; padding: 0 12px; font-size: var(--apkt-font-size-sm); border-radius: var(--apkt-radius-sm); }
.apkt-button--md { height: 40px; padding: 0 16px; font-size: var(--apkt-font-size-md); }
.apkt-button--lg { height: 48px; padding: 0 20px; font-size: var(--apkt-font-size-md); border-radius: var(--apkt-radius-lg); }
.apkt-button--full { display: flex; width: 100%; }
.apkt-button--primary { background: var(--apkt-accent); color: var(--apkt-accent-foreground); }
.apkt-button--primary:hover:not(:disabled):not([aria-busy]) { background: color-mix(in srgb, var(--apkt-accent) 88%, #000000); }
.apkt-button--secondary { background: var(--apkt-bg-2); color: var(--apkt-fg-1); border-color: var(--apkt-border); }
.apkt-button--secondary:hover:not(:disabled):not([aria-busy]) { background: var(--apkt-bg-3); }
.apkt-button--ghost { background: transparent; color: var(--apkt-accent-text); }
.apkt-button--ghost:hover:not(:disabled):not([aria-busy]) { background: var(--apkt-accent-soft); }
.apkt-button--danger { background: var(--apkt-error-soft); color: var(--apkt-error); }
.apkt-button--danger:hover:not(:disabled):not([aria-busy]) { background: color-mix(in srgb, var(--apkt-error) 20%, var(--apkt-bg-1)); }
.apkt-button:active:not(:disabled):not([aria-busy]), .apkt-icon-button:active:not(:disabled) { transform: scale(0.98); }
.apkt-button:disabled, .apkt-icon-button:disabled { opacity: 0.45; cursor: not-allowed; }
.apkt-button[aria-busy='true'] { cursor: progress; }
.apkt-icon-button {
  padding: 0;
  border-radius: var(--apkt-radius-sm);
  color: var(--apkt-fg-2);
  background: transparent;
}
.apkt-icon-button--sm { width: 28px; height: 28px; }
.apkt-icon-button--md { width: 36px; height: 36px; }
.apkt-icon-button--secondary { background: var(--apkt-bg-2); border-color: var(--apkt-border); }
.apkt-icon-button:hover:not(:disabled) { background: var(--apkt-bg-3); color: var(--apkt-fg-1); }
`
