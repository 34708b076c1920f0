/** Tooltip. */
export const tooltipStyles = `
.apkt-tooltip { position: relative; display: inline-flex; }
.apkt-tooltip__bubble {
  position: absolute;
  left: 50%;
  z-index: 1;
  width: max-content;
  max-width: 240px;
  padding: 6px 10px;
  border-radius: var(--apkt-radius-sm);
  background: var(--apkt-fg-1);
  color: var(--apkt-bg-1);
  font-size: var(--apkt-font-size-xs);
  font-weight: var(--apkt-font-weight-medium);
  line-height: 1.35;
  text-align: center;
  pointer-events: none;
  box-shadow: var(--apkt-shadow-sm);
  animation: apkt-fade var(--apkt-duration) var(--apkt-easing);
}
.apkt-tooltip__bubble[hidden] { display: none; }
.apkt-tooltip__bubble--top { bottom: calc(100% + 8px); transform: translateX(-50%); }
.apkt-tooltip__bubble--bottom { top: calc(100% + 8px); transform: translateX(-50%); }
.apkt-tooltip__bubble::after {
  content: ''; position: absolute; left: 50%; width: 8px; height: 8px;
  background: inherit; transform: translateX(-50%) rotate(45deg);
}
.apkt-tooltip__bubble--top::after { bottom: -4px; }
.apkt-tooltip__bubble--bottom::after { top: -4px; }
`
