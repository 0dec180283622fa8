import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInboxClient } from '../../../inbox/client-build.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** What a copy of the content needs, linked from the project, to run the build on it. */
export const BUILD_PARTS = [
  'src',
  'schema',
  'content-compiler',
  'build',
  'site-server',
  'scripts',
  // The build copies the owner's app's client (built from inbox/ into dist-inbox/) into the site's folder.
  'inbox',
  'dist-inbox',
  'node_modules',
  'package.json',
  'tsconfig.json',
] as const;

/** Links what the build needs into a copy of the content, with the inbox's client built first in the project. */
export async function linkBuildParts(root: string): Promise<void> {
  await ensureInboxClient(projectRoot, () => undefined);
  for (const shared of BUILD_PARTS) symlinkSync(path.join(projectRoot, shared), path.join(root, shared));
}

/** A throw-away copy of the real content, so a test can break one file and read the lint's answer. */
export interface ContentFixture {
  root: string;
  write(relativePath: string, text: string): void;
  edit(relativePath: string, change: (text: string) => string): void;
  remove(relativePath: string): void;
  /** The 1-based line of the first line holding `text`, so a test points at content without pinning its line number. */
  lineOf(relativePath: string, text: string): number;
  dispose(): void;
}

export function createContentFixture(): ContentFixture {
  const root = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  cpSync(path.join(projectRoot, 'pages-yaml'), path.join(root, 'pages-yaml'), { recursive: true });
  cpSync(path.join(projectRoot, 'public'), path.join(root, 'public'), { recursive: true });
  const full = (relativePath: string) => path.join(root, relativePath);
  return {
    root,
    write(relativePath, text) {
      mkdirSync(path.dirname(full(relativePath)), { recursive: true });
      writeFileSync(full(relativePath), text);
    },
    edit(relativePath, change) {
      const before = readFileSync(full(relativePath), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`The edit changed nothing in ${relativePath}`);
      writeFileSync(full(relativePath), after);
    },
    remove(relativePath) {
      rmSync(full(relativePath));
    },
    lineOf(relativePath, text) {
      const index = readFileSync(full(relativePath), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes(text));
      if (index < 0) throw new Error(`${relativePath} has no line with ${text}`);
      return index + 1;
    },
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A scheduled article: online from 3 December 2026, 9:00 in Rome (08:00 UTC). */
export function scheduledArticle(schedule: string, date = '2026-12-03'): string {
  return `# yaml-language-server: $schema=../../schema/json/page.schema.json
title: Benvenuti nel nuovo sito
description: Il nuovo sito di {agenzia.nome} è online.
${schedule}
post:
  category: Branding
  date: "${date}"
  readTime: 2
  excerpt: Il nuovo sito è online.
  tags: [Novità]
  image: { src: /images/blog/benvenuto.svg, alt: Benvenuti }
  author: Team {agenzia.nome}
  layout: banner
sections:
  - type: banner
    headingLevel: 1
    headline: Benvenuti nel nuovo sito
    text: Più chiaro e più veloce.
`;
}
