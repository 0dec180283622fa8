import { afterPendingIo } from './event-loop.ts';

export interface GroupCommitOptions<Item, Result> {
  /** Writes a batch with as few statements as it can; returns one result per item, in order. */
  commit(items: readonly Item[]): Promise<Result[]>;
  /** More items than this in one transaction only make the requests at its front wait longer. */
  maxItemsPerCommit: number;
  /** A second commit may be sent while one is being written, so the database never waits for this thread; more would only make the batches smaller. */
  maxCommitsInFlight: number;
}

export interface GroupCommitQueue<Item, Result> {
  /** Resolves once the commit holding `item` is done. */
  enqueue(item: Item): Promise<Result>;
  /** Refuses new items, then waits until every queued item is committed or has failed. */
  drain(): Promise<void>;
}

interface Queued<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items queue up and are committed together once the requests that arrived in
 * the same turn of the event loop have all been queued, so one disk sync covers all of them.
 */
export function createGroupCommitQueue<Item, Result>({
  commit,
  maxItemsPerCommit,
  maxCommitsInFlight,
}: GroupCommitOptions<Item, Result>): GroupCommitQueue<Item, Result> {
  const queued: Array<Queued<Item, Result>> = [];
  const commitsInFlight = new Set<Promise<void>>();
  let commitScheduled = false;
  let closed = false;

  const scheduleCommit = (): void => {
    if (commitScheduled || queued.length === 0 || commitsInFlight.size >= maxCommitsInFlight) return;
    commitScheduled = true;
    void afterPendingIo().then(() => {
      commitScheduled = false;
      commitQueued();
    });
  };

  const commitQueued = (): void => {
    if (queued.length === 0 || commitsInFlight.size >= maxCommitsInFlight) return;
    const batch = queued.splice(0, maxItemsPerCommit);
    const committed = Promise.resolve()
      .then(() => commit(batch.map(({ item }) => item)))
      .then(
        (results) => {
          for (const [index, entry] of batch.entries()) {
            const result = results[index];
            if (result === undefined) entry.reject(new Error('The commit returned fewer results than items.'));
            else entry.resolve(result);
          }
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      );
    commitsInFlight.add(committed);
    void committed.finally(() => {
      commitsInFlight.delete(committed);
      scheduleCommit();
    });
    scheduleCommit();
  };

  return {
    enqueue(item) {
      if (closed) return Promise.reject(new Error('The lead store is closed.'));
      return new Promise<Result>((resolve, reject) => {
        queued.push({ item, resolve, reject });
        scheduleCommit();
      });
    },
    async drain() {
      closed = true;
      while (queued.length > 0 || commitsInFlight.size > 0 || commitScheduled) {
        if (commitsInFlight.size > 0) await Promise.allSettled([...commitsInFlight]);
        else await afterPendingIo();
      }
    },
  };
}
