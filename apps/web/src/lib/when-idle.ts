/**
 * Runs `task` once the page has loaded (the load event) and the browser is idle; returns a cancel
 * function. For what the first paint does not need: it then never competes with the page's own
 * code, data and paint.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: 2000 })
      : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

/**
 * Runs `task` once the next frame has been painted (a frame, then a task after it); returns a cancel
 * function. For what may follow the page's first paint at once, outside the work and the requests
 * that paint waits for.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
