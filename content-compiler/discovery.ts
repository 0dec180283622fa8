import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** `index.yaml` → `/`, `servizi.yaml` → `/servizi`, `sport/index.yaml` → `/sport`, `sport/calcio.yaml` → `/sport/calcio`. */
export function routeForFile(relativeToPagesDir: string): string {
  const withoutExtension = relativeToPagesDir.replace(/\\/g, '/').replace(/\.ya?ml$/, '');
  const segments = withoutExtension.split('/').filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}

/** A file or folder whose name starts with "_" (the site file, shared parts) is no page. */
export function isPageFile(relativeToPagesDir: string): boolean {
  return !relativeToPagesDir
    .replace(/\\/g, '/')
    .split('/')
    .some((segment) => segment.startsWith('_'));
}

/** Every YAML file under a folder, absolute, in a stable order. */
export function listYamlFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  const found: string[] = [];
  for (const name of readdirSync(directory).sort()) {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) found.push(...listYamlFiles(full));
    else if (/\.ya?ml$/.test(name)) found.push(full);
  }
  return found;
}
