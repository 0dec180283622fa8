/**
 * A store opened on first use, and opened again on the next use after a failure: the function starts, and answers what
 * it can, while its database is away. `close` closes what was opened, if anything was.
 */
export function openOnFirstUse<Store extends { close(): Promise<void> }>(open: () => Promise<Store>) {
  let opening: Promise<Store> | undefined;
  return {
    store(): Promise<Store> {
      opening ??= open().catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return opening;
    },
    async close(): Promise<void> {
      const opened = opening;
      opening = undefined;
      if (opened !== undefined) await (await opened.catch(() => undefined))?.close();
    },
  };
}
