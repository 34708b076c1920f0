/**
 * Layout of the shell and the views, on top of the UI primitives' rules. Right to left, the
 * account's balance keeps its left-to-right order and its name (or address) takes its own
 * direction (`direction`, `unicode-bidi` below).
 */
export const scaffoldStyles = `
.apkt-root { position: relative; }
.apkt-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--apkt-z-index);
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 24px;
  overflow-y: auto;
  background: var(--apkt-overlay);
  animation: apkt-fade 160ms var(--apkt-easing);
}
/* The dialog's top is anchored where a dialog of --apkt-modal-anchor-height would be centred,
   whatever the view's own height: a view that grows or shrinks (a search narrowing its list,
   the next view) moves its bottom edge only, so the header, the back button and what the person
   is looking at stay put. This spacer gives way first when a tall view needs the room, so the
   dialog moves up only as far as it must; past the margins the body scrolls. */
.apkt-overlay::before {
  content: '';
  flex: 0 1 max(0px, calc(50% - var(--apkt-modal-anchor-height, 600px) / 2));
  min-height: 0;
}
.apkt-overlay .apkt-modal { flex: none; width: 100%; max-height: 100%; }
@media (max-width: 430px) {
  /* A bottom sheet: the spacer takes whatever the sheet leaves. */
  .apkt-overlay { padding: 24px 0 0; }
  .apkt-overlay::before { flex: 1 1 0; }
}
.apkt-toast-layer {
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: calc(var(--apkt-z-index) + 1);
  width: max-content;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
}
/* Over the view: a shadow of its own sets it apart from what it covers (the page-level one would
   smear over the dialog's surface). */
.apkt-modal__notice .apkt-toast { box-shadow: 0 6px 20px rgba(0, 0, 0, 0.22), var(--apkt-shadow-sm); }

.apkt-view { display: flex; flex-direction: column; gap: var(--apkt-space-2); min-width: 0; }
.apkt-view__loading, .apkt-skeleton-list { display: flex; flex-direction: column; gap: var(--apkt-space-2); padding-top: 4px; }
.apkt-stack { display: flex; flex-direction: column; gap: var(--apkt-space-2); min-width: 0; }
.apkt-stack--tight { gap: var(--apkt-space-1); }
.apkt-inline { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--apkt-space-2); }
.apkt-list { display: flex; flex-direction: column; gap: var(--apkt-space-2); margin: 0; padding: 0; list-style: none; }
.apkt-list > li { display: block; min-width: 0; }
.apkt-section-label {
  margin: var(--apkt-space-2) 0 0;
  padding: 0 4px;
  font-size: var(--apkt-font-size-xs);
  font-weight: var(--apkt-font-weight-bold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--apkt-fg-2);
}
.apkt-hint { padding: 0 4px; font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); }

.apkt-status {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--apkt-space-3);
  padding: 20px 8px 8px;
  text-align: center;
}
.apkt-status__visual {
  position: relative;
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  color: var(--apkt-fg-2);
}
.apkt-status--neutral .apkt-status__visual { width: 64px; height: 64px; }
.apkt-status__icon {
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: var(--apkt-bg-2);
}
.apkt-status__media { display: grid; place-items: center; }
.apkt-status--error .apkt-status__icon { background: var(--apkt-error-soft); color: var(--apkt-error); }
.apkt-status__ring { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.apkt-status__ring rect { fill: none; stroke-width: 3; }
.apkt-status__track { stroke: var(--apkt-bg-3); }
.apkt-status__arc { stroke: transparent; }
.apkt-status--loading .apkt-status__arc {
  stroke: var(--apkt-accent);
  stroke-dasharray: 24 76;
  stroke-linecap: round;
  animation: apkt-ring 1.4s linear infinite;
}
.apkt-status--error .apkt-status__track { stroke: var(--apkt-error); }
.apkt-status--success .apkt-status__track { stroke: var(--apkt-success); }
@keyframes apkt-ring { to { stroke-dashoffset: -100; } }
@media (prefers-reduced-motion: reduce) {
  /* Like the spinner: a waiting ring that stops would read as frozen. */
  .apkt-root .apkt-status--loading .apkt-status__arc { animation-duration: 2.8s !important; animation-iteration-count: infinite !important; }
}
.apkt-status__badge {
  position: absolute;
  inset-inline-end: 2px;
  bottom: 2px;
  display: grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  border: 3px solid var(--apkt-bg-1);
  background: var(--apkt-error);
  color: #ffffff;
}
.apkt-status__text { display: flex; flex-direction: column; gap: 4px; max-width: 300px; min-width: 0; }
.apkt-status__title { margin: 0; font-size: var(--apkt-font-size-lg); font-weight: var(--apkt-font-weight-bold); overflow-wrap: anywhere; }
.apkt-status__description { margin: 0; font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); overflow-wrap: anywhere; }
.apkt-status__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--apkt-space-2); margin-top: 4px; }

.apkt-connect__email { display: flex; flex-direction: column; gap: var(--apkt-space-2); }
.apkt-socials {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(44px, 1fr));
  gap: var(--apkt-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.apkt-social {
  display: grid;
  place-items: center;
  width: 100%;
  height: 48px;
  padding: 0;
  border: 1px solid var(--apkt-border);
  border-radius: var(--apkt-radius-lg);
  background: var(--apkt-bg-2);
  color: var(--apkt-fg-1);
  font: inherit;
  font-weight: var(--apkt-font-weight-bold);
  cursor: pointer;
}
.apkt-social:hover { background: var(--apkt-bg-3); }
.apkt-socials .apkt-tooltip { display: flex; }
.apkt-legal { margin: 0; text-align: center; font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); }
.apkt-legal-check { display: flex; align-items: flex-start; gap: var(--apkt-space-2); padding: 4px; font-size: var(--apkt-font-size-sm); color: var(--apkt-fg-2); }
.apkt-legal-check input { width: 16px; height: 16px; margin: 2px 0 0; accent-color: var(--apkt-accent); }

.apkt-qr-block { display: flex; flex-direction: column; align-items: center; gap: var(--apkt-space-3); padding-top: 4px; }
.apkt-qr-block .apkt-qr { width: min(100%, var(--apkt-qr-size)); height: auto; aspect-ratio: 1; }
.apkt-qr-placeholder {
  display: grid;
  place-items: center;
  width: min(100%, 300px);
  aspect-ratio: 1;
  border-radius: var(--apkt-radius-xl);
  background: var(--apkt-bg-2);
  color: var(--apkt-fg-2);
}

.apkt-search { position: sticky; top: 0; z-index: 1; background: var(--apkt-bg-1); padding-bottom: 4px; }
.apkt-virtual { position: relative; overflow-y: auto; overscroll-behavior: contain; margin: 0 -4px; padding: 0 4px; }
.apkt-virtual__inner { position: relative; margin: 0; padding: 0; list-style: none; }
.apkt-virtual__row { position: absolute; left: 0; right: 0; top: 0; }
.apkt-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.apkt-account__header { display: flex; flex-direction: column; align-items: center; gap: var(--apkt-space-2); padding: 4px 0 12px; min-width: 0; }
.apkt-account__identity { display: flex; align-items: center; justify-content: center; gap: 2px; max-width: 100%; min-width: 0; }
.apkt-account__name {
  margin: 0;
  unicode-bidi: plaintext;
  min-width: 0;
  font-size: var(--apkt-font-size-lg);
  font-weight: var(--apkt-font-weight-bold);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-account__balance {
  margin: 0;
  direction: ltr;
  unicode-bidi: isolate;
  max-width: 100%;
  font-size: var(--apkt-font-size-md);
  color: var(--apkt-fg-2);
  font-variant-numeric: tabular-nums;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.apkt-account__type { display: flex; flex-direction: column; gap: var(--apkt-space-2); min-width: 0; }
.apkt-account__features {
  display: grid;
  grid-template-columns: repeat(var(--apkt-features, 4), minmax(0, 1fr));
  gap: var(--apkt-space-2);
}
.apkt-feature {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 0;
  padding: 12px 8px 10px;
  border: 0;
  border-radius: var(--apkt-radius-lg);
  background: var(--apkt-bg-2);
  color: var(--apkt-fg-1);
  font: inherit;
  font-size: var(--apkt-font-size-sm);
  font-weight: var(--apkt-font-weight-medium);
  cursor: pointer;
}
.apkt-feature:hover { background: var(--apkt-bg-3); }
.apkt-feature__icon { flex: none; display: grid; place-items: center; width: 32px; height: 32px; border-radius: 50%; background: var(--apkt-accent-soft); color: var(--apkt-accent-text); }
/* Sized to its text, so its scrollWidth is the label's natural width in either layout. */
.apkt-feature__label { width: max-content; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* A label too long for a tile (a language with longer words, a phone): two columns of buttons
   with the icon beside the label; an odd last one takes the whole row. */
.apkt-account__features--rows { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.apkt-account__features--rows .apkt-feature { flex-direction: row; gap: 10px; padding: 8px 12px 8px 8px; }
.apkt-account__features--rows .apkt-feature:last-child:nth-child(odd) { grid-column: 1 / -1; }
.apkt-row__icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--apkt-bg-3);
  color: var(--apkt-fg-1);
}
.apkt-row--danger .apkt-row__icon { background: var(--apkt-error-soft); color: var(--apkt-error); }
.apkt-row--danger .apkt-row__title { color: var(--apkt-error); }
.apkt-profile__row { display: flex; align-items: center; gap: var(--apkt-space-3); min-height: 56px; padding: 8px 8px 8px 8px; border-radius: var(--apkt-radius-lg); background: var(--apkt-bg-2); min-width: 0; }
.apkt-profile__row .apkt-row__content { flex: 1 1 auto; }
.apkt-profile__section { display: flex; align-items: center; justify-content: space-between; gap: var(--apkt-space-2); }
.apkt-inline-error { margin: 0; padding: 0 4px; font-size: var(--apkt-font-size-sm); color: var(--apkt-error); }
`
