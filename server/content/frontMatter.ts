import matter from 'gray-matter';
import yaml from 'js-yaml';

/**
 * The front matter of the owner's Markdown files (articles, testimonials, team
 * members, newsletter campaigns): the YAML between the two `---` lines, and the
 * text under it.
 */
export interface FrontMatterFile {
  data: Record<string, unknown>;
  /** The YAML as written: empty when the file has no front matter. */
  matter: string;
  content: string;
}

/** YAML the owner cannot read: its message names the line of the file and what to do. */
export class FrontMatterError extends Error {}

/**
 * YAML without its timestamp type: js-yaml would read 2026-02-30 as 2 March
 * without a word. Dates stay text, checked by whoever reads the field.
 */
const yamlEngine = (text: string) => (yaml.safeLoad(text, { schema: yaml.CORE_SCHEMA }) ?? {}) as object;

interface YamlException {
  reason?: string;
  mark?: { line?: number };
}

/** What usually causes each of js-yaml's complaints, said for someone who writes the file by hand. */
function hintFor(reason: string): string {
  if (/quoted scalar/.test(reason)) return 'des guillemets ouverts ne sont pas refermés';
  if (/duplicated mapping key/.test(reason)) return 'un champ est écrit deux fois : gardez-en un seul';
  if (/flow collection/.test(reason)) return 'un [ ou un { n’est pas refermé : mettez la valeur entre guillemets';
  if (/bad indentation/.test(reason)) return 'écrivez chaque champ au début de sa ligne, sans espace devant';
  return 'mettez entre guillemets une valeur qui contient « : » ou commence par un signe';
}

/**
 * The line of the file at fault, counted from 1. js-yaml counts from 0 in the
 * YAML, which gray-matter hands over from the end of the first `---` line: the
 * same number is the file's line counted from 1. An unclosed quote is only
 * noticed where the YAML ends: the line that opened it is the one to name.
 */
function lineOf(err: YamlException, yamlText: string): number | undefined {
  const line = err.mark?.line;
  if (line === undefined) return undefined;
  const quote = /within a (double|single) quoted scalar/.exec(err.reason ?? '')?.[1];
  if (quote) {
    const mark = quote === 'double' ? '"' : "'";
    const lines = yamlText.split(/\r?\n/);
    for (let i = Math.min(line, lines.length - 1); i >= 0; i--) {
      if ((lines[i]!.split(mark).length - 1) % 2 === 1) return i + 1;
    }
  }
  return line + 1;
}

/** Reads a Markdown file's front matter; a YAML mistake is a FrontMatterError naming its line. */
export function readFrontMatter(source: string): FrontMatterFile {
  let given = '';
  try {
    // An options object of our own also keeps gray-matter from caching by content.
    const parsed = matter(source, { engines: { yaml: (text: string) => yamlEngine((given = text)) } });
    return { data: parsed.data, matter: parsed.matter, content: parsed.content };
  } catch (err) {
    const line = lineOf(err as YamlException, given);
    const hint = hintFor((err as YamlException).reason ?? '');
    throw new FrontMatterError(
      `l’en-tête (entre les deux lignes ---) n’est pas lisible${line === undefined ? '' : ` (ligne ${line} du fichier)`} : ${hint}`,
    );
  }
}
