import fs from 'node:fs';
import path from 'node:path';
import { distDir } from './testApp';

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

const url = (file: string) => `/assets/${path.basename(file)}`;

/**
 * An island's chunks in the built bundle: its own (the entry's dynamic import
 * of `views/islands/<name>.tsx`, views/islands/registry.ts), and the chunks its
 * code imports later, after an interaction (`@loadable/component` parts).
 */
export function islandChunks(name: string): { own: string; later: string[] } {
  const { outputs } = JSON.parse(fs.readFileSync(path.join(distDir, 'client-metafile.json'), 'utf8')) as Metafile;
  const entry = Object.values(outputs).find((output) => output.entryPoint === 'client/entry.ts');
  const chunk = entry?.imports.find(
    (dep) => dep.kind === 'dynamic-import' && outputs[dep.path]?.entryPoint === `views/islands/${name}.tsx`,
  );
  if (!chunk) throw new Error(`no chunk for the island ${name} in the build`);
  const later = outputs[chunk.path]!.imports.filter((dep) => dep.kind === 'dynamic-import').map((dep) => url(dep.path));
  return { own: url(chunk.path), later };
}
