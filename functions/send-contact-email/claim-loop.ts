/**
 * The loop both outboxes run (delivery.ts for mail, alert-delivery.ts for alerts): `workers` loops take claimed items one
 * at a time; when none is left, one claim for the next batch is made for all of them (and made ahead, while the last
 * items are being handled, so the senders never wait for the database), until a claim comes back empty or `keepGoing`
 * says stop. What was claimed and not handled is handed to `release`, so it is due again at once.
 */
export interface ClaimLoop<Item> {
  /** Claims the next batch; empty when nothing is left for this pass. */
  claim(): Promise<Item[]>;
  handle(item: Item): Promise<void>;
  workers: number;
  /** Checked before each item. */
  keepGoing(): boolean;
  release(untried: Item[]): Promise<void>;
}

export async function workThroughClaims<Item>({ claim, handle, workers, keepGoing, release }: ClaimLoop<Item>): Promise<void> {
  const claimed: Item[] = [];
  let exhausted = false;
  let claiming: Promise<void> | undefined;

  const claimMore = (): Promise<void> => {
    claiming ??= claim()
      .then((batch) => {
        if (batch.length === 0) exhausted = true;
        claimed.push(...batch);
      })
      .finally(() => {
        claiming = undefined;
      });
    return claiming;
  };

  const worker = async () => {
    while (keepGoing()) {
      const next = claimed.shift();
      if (next === undefined) {
        if (exhausted) return;
        await claimMore();
        continue;
      }
      if (claimed.length < workers && !exhausted && claiming === undefined) void claimMore().catch(() => undefined);
      await handle(next);
    }
  };

  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await claiming?.catch(() => undefined);
    await release(claimed.splice(0));
  }
}

/** The ids of claimed items under each claim token: what a release names. */
export function idsByClaimToken(items: ReadonlyArray<{ lead: { id: string }; claimToken: string }>): Map<string, string[]> {
  const byToken = new Map<string, string[]>();
  for (const { lead, claimToken } of items) {
    const ids = byToken.get(claimToken);
    if (ids === undefined) byToken.set(claimToken, [lead.id]);
    else ids.push(lead.id);
  }
  return byToken;
}
