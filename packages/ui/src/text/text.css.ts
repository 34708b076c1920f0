/** Text, Divider, Link and ExternalLink. */
export const textStyles = `
.apkt-text { margin: 0; }
.apkt-text--title { font-size: var(--apkt-font-size-lg); font-weight: var(--apkt-font-weight-bold); line-height: 1.25; letter-spacing: -0.01em; }
.apkt-text--subtitle { font-size: var(--apkt-font-size-md); font-weight: var(--apkt-font-weight-bold); }
.apkt-text--body { font-size: var(--apkt-font-size-md); }
.apkt-text--body-strong { font-size: var(--apkt-font-size-md); font-weight: var(--apkt-font-weight-medium); }
.apkt-text--caption { font-size: var(--apkt-font-size-sm); }
.apkt-text--mono { font-family: var(--apkt-font-family-mono); font-size: var(--apkt-font-size-sm); word-break: break-all; }
.apkt-text--primary { color: var(--apkt-fg-1); }
.apkt-text--secondary { color: var(--apkt-fg-2); }
.apkt-text--accent { color: var(--apkt-accent-text); }
.apkt-text--success { color: var(--apkt-success); }
.apkt-text--warning { color: var(--apkt-warning); }
.apkt-text--error { color: var(--apkt-error); }
.apkt-text--start { text-align: start; }
.apkt-text--center { text-align: center; }
.apkt-text--end { text-align: end; }
.apkt-divider { width: 100%; margin: var(--apkt-space-2) 0; border: 0; border-top: 1px solid var(--apkt-border); }
.apkt-divider--labelled {
  display: flex; align-items: center; gap: var(--apkt-space-3);
  border: 0; color: var(--apkt-fg-2); font-size: var(--apkt-font-size-sm);
}
.apkt-divider--labelled::before, .apkt-divider--labelled::after { content: ''; flex: 1; border-top: 1px solid var(--apkt-border); }
.apkt-link {
  color: var(--apkt-accent-text);
  font-weight: var(--apkt-font-weight-medium);
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 2px;
  border-radius: 2px;
}
.apkt-link:hover { text-decoration-thickness: 2px; }
.apkt-link--external { display: inline-flex; align-items: center; gap: 4px; }
.apkt-link--inert { color: var(--apkt-fg-1); text-decoration: none; }
`
