/** Chip. */
export const chipStyles = `
.apkt-chip {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  margin: 0;
  border: 0;
  border-radius: var(--apkt-radius-xs);
  font: inherit;
  font-weight: var(--apkt-font-weight-bold);
  line-height: 1;
  white-space: nowrap;
  flex: none;
}
.apkt-chip__label { overflow: hidden; text-overflow: ellipsis; }
.apkt-chip--sm { height: 20px; padding: 0 6px; font-size: calc(var(--apkt-font-size-master) * 1.1); letter-spacing: 0.01em; }
.apkt-chip--md { height: 28px; padding: 0 10px; font-size: var(--apkt-font-size-sm); border-radius: var(--apkt-radius-sm); }
.apkt-chip--neutral { background: var(--apkt-bg-3); color: var(--apkt-fg-2); }
.apkt-chip--accent { background: var(--apkt-accent-soft); color: var(--apkt-accent-text); }
.apkt-chip--success { background: var(--apkt-success-soft); color: var(--apkt-success); }
.apkt-chip--warning { background: var(--apkt-warning-soft); color: var(--apkt-warning); }
.apkt-chip--error { background: var(--apkt-error-soft); color: var(--apkt-error); }
.apkt-chip--interactive { cursor: pointer; }
.apkt-chip--interactive:hover:not(:disabled) { filter: brightness(0.96); }
.apkt-chip--interactive:disabled { opacity: 0.45; cursor: not-allowed; }
.apkt-chip img { width: 16px; height: 16px; border-radius: 50%; }
`
