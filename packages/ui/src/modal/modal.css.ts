/** ModalFrame. */
export const modalStyles = `
.apkt-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--apkt-modal-width, 380px);
  max-height: min(640px, calc(100dvh - 48px));
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
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) 40px;
  align-items: center;
  gap: var(--apkt-space-2);
  min-height: 60px;
  padding: 12px 12px 8px;
}
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
  padding: 12px 16px 16px;
  border-top: 1px solid var(--apkt-border);
  font-size: var(--apkt-font-size-sm);
  color: var(--apkt-fg-2);
}
@media (max-width: 430px) {
  .apkt-modal {
    max-width: none;
    border-radius: var(--apkt-radius-xl) var(--apkt-radius-xl) 0 0;
    max-height: calc(100dvh - 24px);
  }
}
`
