/** Spinner, skeleton and toast. */
export const feedbackStyles = `
.apkt-spinner { flex: none; animation: apkt-spin 0.8s linear infinite; }
.apkt-spinner-status { display: inline-flex; color: var(--apkt-accent-text); }
.apkt-skeleton {
  display: block;
  width: var(--apkt-skeleton-width);
  height: var(--apkt-skeleton-height);
  border-radius: var(--apkt-radius-xs);
  background: linear-gradient(90deg, var(--apkt-bg-2) 25%, var(--apkt-bg-3) 50%, var(--apkt-bg-2) 75%);
  background-size: 200% 100%;
  animation: apkt-shimmer 1.4s ease-in-out infinite;
}
.apkt-skeleton--circle { border-radius: 50%; }
.apkt-skeleton--rect { border-radius: var(--apkt-radius-md); }
.apkt-toast {
  display: inline-flex;
  align-items: center;
  gap: var(--apkt-space-2);
  max-width: 100%;
  min-height: 40px;
  padding: 6px;
  padding-inline-end: 8px;
  border-radius: 20px;
  background: var(--apkt-bg-1);
  border: 1px solid var(--apkt-border);
  box-shadow: var(--apkt-shadow-lg);
  color: var(--apkt-fg-1);
  font-size: var(--apkt-font-size-sm);
  font-weight: var(--apkt-font-weight-medium);
  animation: apkt-fade-in var(--apkt-duration) var(--apkt-easing);
}
.apkt-toast__icon {
  flex: none;
  display: inline-flex; align-items: center; justify-content: center;
  width: 26px; height: 26px; border-radius: 50%;
}
.apkt-toast--success .apkt-toast__icon { background: var(--apkt-success-soft); color: var(--apkt-success); }
.apkt-toast--error .apkt-toast__icon { background: var(--apkt-error-soft); color: var(--apkt-error); }
.apkt-toast--loading .apkt-toast__icon { background: var(--apkt-accent-soft); color: var(--apkt-accent-text); }
.apkt-toast__message {
  min-width: 0; padding-inline-end: 4px;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
}
/* An error is read whole: node errors run long, longer still once translated. */
.apkt-toast--error .apkt-toast__message { -webkit-line-clamp: 4; }
.apkt-toast__action { flex: none; white-space: nowrap; padding-inline-end: 4px; }
.apkt-toast__close {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 26px; height: 26px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: var(--apkt-fg-2); cursor: pointer;
}
.apkt-toast__close:hover { background: var(--apkt-bg-2); color: var(--apkt-fg-1); }
`
