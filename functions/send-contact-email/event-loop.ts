/** Resolves after the I/O callbacks already queued have run (setImmediate on Node, a zero timeout elsewhere). */
export function afterPendingIo(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}
