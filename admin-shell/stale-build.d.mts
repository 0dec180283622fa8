/** What a build makes and what it is made from, as paths relative to the project's root. */
export interface BuildInputs {
  built: readonly string[];
  sources: readonly string[];
}

export const SITE_BUILD_SOURCES: readonly string[];

export function newestModification(entry: string): number;

export function buildIsStale(root: string, build: BuildInputs): boolean;
