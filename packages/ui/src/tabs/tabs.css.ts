/** Tabs. */
export const tabsStyles = `
.apkt-tabs { display: flex; flex-direction: column; gap: var(--apkt-space-3); min-width: 0; }
.apkt-tabs__list {
  display: flex;
  gap: 2px;
  padding: 3px;
  border-radius: var(--apkt-radius-md);
  background: var(--apkt-bg-2);
  border: 1px solid var(--apkt-border);
}
.apkt-tabs__tab {
  flex: 1 1 0;
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-width: 0; height: 32px; padding: 0 10px; margin: 0;
  border: 0; border-radius: calc(var(--apkt-radius-md) - 3px);
  background: transparent; color: var(--apkt-fg-2);
  font: inherit; font-size: var(--apkt-font-size-sm); font-weight: var(--apkt-font-weight-medium);
  cursor: pointer;
  transition: background-color var(--apkt-duration) var(--apkt-easing), color var(--apkt-duration) var(--apkt-easing);
}
.apkt-tabs__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.apkt-tabs__tab:hover:not(:disabled) { color: var(--apkt-fg-1); }
.apkt-tabs__tab[aria-selected='true'] { background: var(--apkt-bg-1); color: var(--apkt-fg-1); box-shadow: var(--apkt-shadow-sm); }
.apkt-tabs__tab:disabled { opacity: 0.45; cursor: not-allowed; }
.apkt-tabs__panel { min-width: 0; border-radius: var(--apkt-radius-sm); }
`
