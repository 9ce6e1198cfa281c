// schema.org's vocabulary, offline: the properties each type may carry, read from the
// typings schema-dts generates from schema.org's own definitions (a dev dependency:
// no network at run time). Each type there is an interface `XLeaf` with `"@type": "X"`,
// extending the `…Base` interfaces of its parents, each listing its own properties.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** JSON-LD's own keywords, valid on any node. */
const KEYWORDS = new Set(['@context', '@type', '@id', '@graph']);

let cached;

/** interface name -> { parents, properties, type } as the typings declare them. */
function interfaces() {
  if (cached) return cached;
  const file = path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts');
  const source = fs.readFileSync(file, 'utf8');
  cached = new Map();
  for (const match of source.matchAll(/^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm)) {
    const [, name, extendsList = '', body] = match;
    const parents = extendsList
      .split(',')
      .map((p) => p.trim())
      .filter((p) => /^\w+$/.test(p));
    const properties = [...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map((m) => m[1]);
    const type = /^ {4}"@type": "(\w+)";/m.exec(body)?.[1];
    cached.set(name, { parents, properties, type });
  }
  return cached;
}

const byType = new Map();

/** The properties schema.org defines for `type` (with its parents'), or undefined for a type it does not know. */
export function propertiesOf(type) {
  if (byType.has(type)) return byType.get(type);
  const all = interfaces();
  const leaf = [...all.values()].find((i) => i.type === type && all.get(`${type}Leaf`) === i) ?? all.get(`${type}Leaf`);
  let properties;
  if (leaf) {
    properties = new Set(KEYWORDS);
    const seen = new Set();
    const visit = (entry) => {
      for (const property of entry.properties) properties.add(property);
      for (const parent of entry.parents) {
        if (seen.has(parent) || !all.has(parent)) continue;
        seen.add(parent);
        visit(all.get(parent));
      }
    };
    visit(leaf);
  }
  byType.set(type, properties);
  return properties;
}

/**
 * Every typed node in `value` (nested ones too) against the vocabulary: a type
 * schema.org does not define, or a property it does not define for that type.
 */
export function unknownTerms(value, where = '') {
  const problems = [];
  const walk = (node, at) => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}[${index}]`));
    if (!node || typeof node !== 'object') return;
    const types = [node['@type']].flat().filter(Boolean);
    for (const type of types) {
      const known = propertiesOf(type);
      if (!known) {
        problems.push(`${at || type}: schema.org defines no type ${type}`);
        continue;
      }
      for (const key of Object.keys(node))
        if (!known.has(key)) problems.push(`${at || type}.${key}: schema.org defines no ${key} for ${type}`);
    }
    for (const [key, child] of Object.entries(node)) walk(child, at ? `${at}.${key}` : `${types[0] ?? ''}.${key}`);
  };
  walk(value, where);
  return problems;
}
