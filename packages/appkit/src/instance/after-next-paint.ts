/**
 * Runs `task` once the browser has painted two more frames, so work started now (the modal's
 * first render, its fade-in's first visible frame) is on screen before `task` takes the main
 * thread. Without animation frames (a background tab, a test DOM) it runs on the next macrotask.
 */
export function afterNextPaint(task: () => void): void {
  const frame = globalThis.requestAnimationFrame
  if (typeof frame !== 'function' || globalThis.document?.visibilityState === 'hidden') {
    setTimeout(task, 0)
    return
  }
  frame(() => frame(() => setTimeout(task, 0)))
}
