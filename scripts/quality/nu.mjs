// The W3C Nu HTML Checker (vnu-jar, the checker validator.w3.org/nu runs), offline:
// every route's HTML as served and every state's document as the browser then holds it,
// errors and warnings (an article without a heading…); not its informational notes,
// such as the "trailing slash on void elements" React writes. Needs Java (java on the PATH).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

const run = promisify(execFile);

export async function checkNu(pages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-nu-'));
  try {
    const files = pages.map(({ route, html }, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, html);
      return { file, route: route.path };
    });
    // One JVM for every page: vnu prints its JSON report on stderr, and exits 1 when it found errors.
    const result = await run(
      'java',
      ['-Xss8m', '-jar', String(vnuJar), '--format', 'json', ...files.map((f) => f.file)],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err) => {
      if (err.code === 'ENOENT') throw new Error('the Nu checker needs Java: apt-get install default-jre-headless');
      if (typeof err.stderr === 'string' && err.stderr.trim().startsWith('{')) return err;
      throw err;
    });
    const messages = JSON.parse(result.stderr).messages ?? [];
    return files.map(({ file, route }) => {
      const mine = messages.filter((m) => m.url?.endsWith(`/${path.basename(file)}`));
      const errors = mine.filter((m) => m.type !== 'info');
      const warnings = mine.filter((m) => m.type === 'info' && m.subType === 'warning');
      const problems = [...errors, ...warnings].map(
        (m) =>
          `${route}:${m.lastLine ?? '?'}: ${m.type === 'info' ? 'warning' : 'error'}: ${m.message} (${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 80)})`,
      );
      return { route, errors: errors.length, warnings: warnings.length, problems };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
