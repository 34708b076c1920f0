/** ModalFrame. */
export const modalStyles = `
.apkt-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--apkt-modal-width, 380px);
  /* The viewport's height less a margin: a tall view scrolls inside the body, under the header. */
  max-height: calc(100vh - 48px);
  max-height: calc(100dvh - 48px);
  overflow: hidden;
  border-radius: var(--apkt-radius-xl);
  border: 1px solid var(--apkt-border);
  background: var(--apkt-bg-1);
  color: var(--apkt-fg-1);
  box-shadow: var(--apkt-shadow-lg);
  animation: apkt-fade-in 200ms var(--apkt-easing);
}
.apkt-root .apkt-modal:focus-visible { outline: none; }
.apkt-modal__header {
  position: relative;
  z-index: 3;
  flex: none;
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) 40px;
  align-items: center;
  gap: var(--apkt-space-2);
  min-height: 60px;
  padding: 12px 12px 8px;
}
/* Over the top of the body, under the header: a notice (a toast) covers the view instead of
   pushing it down, so nothing the person is looking at moves. */
.apkt-modal__notice {
  position: absolute;
  top: 100%;
  left: 16px;
  right: 16px;
  display: flex;
  justify-content: center;
  pointer-events: none;
}
.apkt-modal__notice > * { pointer-events: auto; }
.apkt-modal__header-start { display: flex; justify-content: flex-start; }
.apkt-modal__header-end { display: flex; justify-content: flex-end; }
.apkt-modal__title {
  margin: 0;
  text-align: center;
  font-size: var(--apkt-font-size-md);
  font-weight: var(--apkt-font-weight-bold);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.apkt-modal__body {
  display: flex;
  flex-direction: column;
  gap: var(--apkt-space-2);
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 16px 16px;
}
.apkt-modal__footer {
  flex: none;
  padding: 12px 16px 16px;
  border-top: 1px solid var(--apkt-border);
  font-size: var(--apkt-font-size-sm);
  color: var(--apkt-fg-2);
}
@media (max-width: 430px) {
  /* A bottom sheet: flush with the bottom edge, its surface carried past it so no sliver of the
     page shows under it (fractional device pixels, a browser bar sliding away). */
  .apkt-modal {
    max-width: none;
    border-bottom: 0;
    border-radius: var(--apkt-radius-xl) var(--apkt-radius-xl) 0 0;
    max-height: calc(100vh - 24px);
    max-height: calc(100dvh - 24px);
    padding-bottom: env(safe-area-inset-bottom, 0px);
    box-shadow: 0 16px 0 0 var(--apkt-bg-1), var(--apkt-shadow-lg);
  }
}
`
