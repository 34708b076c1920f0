/** Layout of the gallery page itself (not part of the package). */
export const galleryStyles = `
.gallery-column { padding: 32px; min-height: 100%; background: var(--gallery-bg); }
.apkt-root[data-apkt-theme='light'] { --gallery-bg: #eceef2; }
.apkt-root[data-apkt-theme='dark'] { --gallery-bg: #0b0c0f; }
.gallery-column > h2 { margin: 0 0 20px; font-size: 13px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--apkt-fg-2); }
.gallery-modals { display: grid; grid-template-columns: repeat(2, 1fr); gap: 20px; align-items: start; margin-bottom: 24px; --apkt-modal-width: none; }
.gallery-modals .apkt-modal { max-height: none; }
.gallery-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 20px; align-items: start; }
.gallery-card {
  display: flex; flex-direction: column; gap: 14px; min-width: 0;
  padding: 18px; border-radius: 20px;
  background: var(--apkt-bg-1); border: 1px solid var(--apkt-border);
}
.gallery-card__title { margin: 0; font-size: 12px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--apkt-fg-2); }
.gallery-card__body { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.gallery-row { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.gallery-stack-start { display: flex; flex-direction: column; align-items: flex-start; gap: 10px; }
.gallery-qr { display: flex; flex-direction: column; align-items: center; gap: 16px; padding-top: 4px; }
.gallery-qr .gallery-row { justify-content: center; }
.gallery-skeleton-row { display: flex; align-items: center; gap: 12px; }
.gallery-skeleton-lines { display: flex; flex: 1; flex-direction: column; gap: 8px; }
.gallery-tooltip-row { display: flex; justify-content: center; padding-top: 40px; }
.gallery-icons { display: grid; grid-template-columns: repeat(10, 1fr); gap: 6px; }
.gallery-icon {
  display: inline-flex; align-items: center; justify-content: center; aspect-ratio: 1;
  border-radius: 10px; background: var(--apkt-bg-2); color: var(--apkt-fg-1);
}
`
