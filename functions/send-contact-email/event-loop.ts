/** Resolves after the I/O callbacks already queued have run (setImmediate on Node, a zero timeout elsewhere). */
export function afterPendingIo(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/**
 * Lets a timer run without keeping the process alive. Node's timers are objects with `unref()`; Deno's
 * are numbers (`Deno.unrefTimer`); a Worker's live only while its request or event does.
 */
export function unrefTimer(timer: ReturnType<typeof setInterval>): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer) {
    timer.unref();
    return;
  }
  const deno: unknown = Reflect.get(globalThis, 'Deno');
  const unrefDenoTimer = typeof deno === 'object' && deno !== null ? Reflect.get(deno, 'unrefTimer') : undefined;
  if (typeof unrefDenoTimer === 'function' && typeof timer === 'number') Reflect.apply(unrefDenoTimer, deno, [timer]);
}
