/**
 * Where "Pubblica" sends a change: one file at the repository's root, `publish.json`, with the git remote and, for each
 * target, its branch, its deploy and its site address. Each can be overridden from the environment for the chosen
 * target (PUBLISH_REMOTE, PUBLISH_BRANCH, PUBLISH_DEPLOY, PUBLISH_SITE_URL), as CI and checks drive it. No secret goes
 * in the file: a deploy command takes its tokens from the environment it inherits.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const SETTINGS_FILE = 'publish.json';

export const PUBLISH_TARGETS = ['anteprima', 'pubblica'] as const;
export type PublishTarget = (typeof PUBLISH_TARGETS)[number];

/** A name git accepts for a remote or a branch, without the forms that would read as an option or a range. */
const GIT_NAME = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*[/.]$)[^\s~^:?*[\\\0]+$/;

const gitName = (what: string) =>
  z
    .string({ error: `deve essere un testo (${what})` })
    .trim()
    .min(1, { error: `non può essere vuoto: scrivi ${what}` })
    .regex(GIT_NAME, { error: `non è un nome valido per git (${what}): niente spazi, e non può iniziare con "-"` });

/** Empty: no deploy (the host builds on push); an http(s) address: a deploy hook to POST; anything else: a shell command. */
const deploySetting = z.string({ error: 'deve essere un testo: un comando, un indirizzo https:// o vuoto' }).trim();

const siteUrlSetting = z
  .string({ error: 'deve essere un testo: l’indirizzo del sito, ad esempio https://www.esempio.it, o vuoto' })
  .trim()
  .refine((value) => value === '' || isHttpUrl(value), {
    error: 'deve essere un indirizzo che inizia con https:// (o http://), ad esempio https://www.esempio.it, o vuoto',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const targetSchema = z.object(
  {
    branch: gitName('il ramo su cui pubblicare, ad esempio main'),
    deploy: deploySetting.default(''),
    siteUrl: siteUrlSetting.default(''),
  },
  { error: 'deve essere un oggetto con branch, deploy e siteUrl' },
);

export const settingsSchema = z.object(
  {
    remote: gitName('il remote git, ad esempio origin').default('origin'),
    targets: z.object(
      { anteprima: targetSchema, pubblica: targetSchema },
      { error: 'deve contenere le destinazioni "anteprima" e "pubblica"' },
    ),
  },
  { error: 'deve essere un oggetto JSON con remote e targets' },
);

export type PublishSettings = z.infer<typeof settingsSchema>;
export type TargetSettings = PublishSettings['targets'][PublishTarget];

/** What publish.json holds when a project has none. */
export const DEFAULT_SETTINGS: PublishSettings = {
  remote: 'origin',
  targets: {
    anteprima: { branch: 'anteprima', deploy: '', siteUrl: '' },
    pubblica: { branch: 'main', deploy: '', siteUrl: '' },
  },
};

/** The settings of one target once the environment has had its say. */
export interface ResolvedTarget {
  target: PublishTarget;
  remote: string;
  branch: string;
  /** '' for none. */
  deploy: string;
  /** Without a trailing slash; '' when the site's address is not known (nothing to check). */
  siteUrl: string;
}

/** A setting that is wrong, said in Italian with the field it is in. */
export class PublishSettingsError extends Error {
  override name = 'PublishSettingsError';
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isPublishTarget(value: unknown): value is PublishTarget {
  return typeof value === 'string' && (PUBLISH_TARGETS as readonly string[]).includes(value);
}

function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath.map((key) => (typeof key === 'number' ? `[${key}]` : String(key))).join('.') || '(tutto il file)';
}

function parseSettings(data: unknown, source: string): PublishSettings {
  const result = settingsSchema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${fieldName(issue.path)}: ${issue.message}`);
  throw new PublishSettingsError(`Impostazioni di pubblicazione non valide in ${source}:\n${lines.join('\n')}`);
}

/** publish.json at the root, validated; the defaults when there is none. */
export function readSettings(root: string): PublishSettings {
  const file = path.join(root, SETTINGS_FILE);
  if (!existsSync(file)) return DEFAULT_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PublishSettingsError(`${SETTINGS_FILE} non è un JSON valido (${reason}): controlla virgole e virgolette.`);
  }
  return parseSettings(data, SETTINGS_FILE);
}

/** The chosen target's settings: publish.json, then PUBLISH_REMOTE, PUBLISH_BRANCH, PUBLISH_DEPLOY (set but empty: none), PUBLISH_SITE_URL. */
export function resolveTarget(root: string, target: PublishTarget, env: NodeJS.ProcessEnv = process.env): ResolvedTarget {
  const settings = readSettings(root);
  const own = settings.targets[target];
  const overridden = {
    remote: env.PUBLISH_REMOTE ?? settings.remote,
    targets: {
      ...settings.targets,
      [target]: {
        branch: env.PUBLISH_BRANCH ?? own.branch,
        deploy: env.PUBLISH_DEPLOY ?? own.deploy,
        siteUrl: env.PUBLISH_SITE_URL ?? own.siteUrl,
      },
    },
  };
  const checked = parseSettings(overridden, `${SETTINGS_FILE} (con le variabili PUBLISH_*)`);
  return { target, remote: checked.remote, ...checked.targets[target] };
}

export type DeployKind = 'none' | 'hook' | 'command';

export function deployKind(deploy: string): DeployKind {
  if (deploy.trim() === '') return 'none';
  return isHttpUrl(deploy.trim()) ? 'hook' : 'command';
}
