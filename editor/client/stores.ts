import { useSyncExternalStore } from 'react';
import type { FieldIssue, FieldPath } from '../api-types.ts';
import { pathKey } from './data.ts';

/**
 * Small stores read field by field: a keystroke changes the messages of a few fields and the error counts of their
 * parents, and only those are drawn again, not the whole form.
 */
class Store {
  private readonly listeners = new Set<() => void>();
  version = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

const NONE: FieldIssue[] = [];

/** A message no field shows: about the whole file, its list of sections, or one section as a whole. */
const isPageLevel = (path: FieldPath) => path.length === 0 || (path[0] === 'sections' && path.length <= 2);

export class IssueStore extends Store {
  private byField = new Map<string, FieldIssue[]>();
  private counts = new Map<string, number>();
  private pageLevel: FieldIssue[] = NONE;
  /** The server's checks (the lint's, at each change) and the browser's (axe, on the preview), kept apart: each replaces its own. */
  private fromServer: readonly FieldIssue[] = NONE;
  private fromPreview: readonly FieldIssue[] = NONE;

  set(issues: readonly FieldIssue[]): void {
    this.fromServer = issues;
    this.rebuild();
  }

  /** The accessibility problems axe found on the rendered preview. */
  setFromPreview(issues: readonly FieldIssue[]): void {
    if (issues.length === 0 && this.fromPreview.length === 0) return;
    this.fromPreview = issues;
    this.rebuild();
  }

  private rebuild(): void {
    const issues = [...this.fromServer, ...this.fromPreview];
    const byField = new Map<string, FieldIssue[]>();
    const counts = new Map<string, number>();
    for (const issue of issues) {
      const key = pathKey(issue.path);
      byField.set(key, [...(byField.get(key) ?? []), issue]);
      if (issue.kind !== 'error') continue;
      for (let depth = 0; depth <= issue.path.length; depth++) {
        const prefix = pathKey(issue.path.slice(0, depth));
        counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
      }
    }
    // A field whose messages are the same keeps the same list, so it is not drawn again.
    for (const [key, list] of byField) {
      const previous = this.byField.get(key);
      if (
        previous &&
        previous.length === list.length &&
        previous.every((issue, index) => issue.message === list[index]?.message && issue.kind === list[index]?.kind)
      ) {
        byField.set(key, previous);
      }
    }
    this.byField = byField;
    this.counts = counts;
    const pageLevel = issues.filter((issue) => isPageLevel(issue.path));
    const samePageLevel =
      pageLevel.length === this.pageLevel.length &&
      pageLevel.every((issue, index) => issue.message === this.pageLevel[index]?.message && issue.kind === this.pageLevel[index]?.kind);
    if (!samePageLevel) this.pageLevel = pageLevel;
    this.changed();
  }

  /** Messages about the page, its sections or one section as a whole: listed above the form. */
  pageLevelIssues(): FieldIssue[] {
    return this.pageLevel;
  }

  issuesAt(path: FieldPath): FieldIssue[] {
    return this.byField.get(pathKey(path)) ?? NONE;
  }

  /** Errors at this field and inside it. */
  errorCount(path: FieldPath): number {
    return this.counts.get(pathKey(path)) ?? 0;
  }

  all(): FieldIssue[] {
    return [...this.byField.values()].flat();
  }
}

/** Which groups of fields are open, and which field the preview asked for. */
export class OpenStore extends Store {
  private open = new Set<string>();
  selected: { path: FieldPath; at: number } | undefined;

  isOpen(path: FieldPath): boolean {
    return this.open.has(pathKey(path));
  }

  toggle(path: FieldPath, open = !this.isOpen(path)): void {
    const key = pathKey(path);
    if (open) this.open.add(key);
    else this.open.delete(key);
    this.open = new Set(this.open);
    this.changed();
  }

  /** Opens every group around `path` and asks its field to take the focus. */
  select(path: FieldPath): void {
    for (let depth = 1; depth < path.length; depth++) this.open.add(pathKey(path.slice(0, depth)));
    this.open.add(pathKey(path));
    this.open = new Set(this.open);
    this.selected = { path, at: Date.now() };
    this.changed();
  }

  reset(): void {
    this.open = new Set();
    this.selected = undefined;
    this.changed();
  }
}

export const issueStore = new IssueStore();
export const openStore = new OpenStore();

export function useFieldIssues(path: FieldPath): FieldIssue[] {
  return useSyncExternalStore(issueStore.subscribe, () => issueStore.issuesAt(path));
}

export function usePageLevelIssues(): FieldIssue[] {
  return useSyncExternalStore(issueStore.subscribe, () => issueStore.pageLevelIssues());
}

export function useErrorCount(path: FieldPath): number {
  return useSyncExternalStore(issueStore.subscribe, () => issueStore.errorCount(path));
}

export function useIsOpen(path: FieldPath): boolean {
  return useSyncExternalStore(openStore.subscribe, () => openStore.isOpen(path));
}

export function useSelected(): OpenStore['selected'] {
  return useSyncExternalStore(openStore.subscribe, () => openStore.selected);
}
