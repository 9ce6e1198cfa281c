import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Without SMTP_URL, mails are files the owner opens. On a full disk the write fails part way:
 * here for real, in a process whose files may not grow past 4 KiB (`ulimit -f`, the kernel's
 * EFBIG where a full disk gives ENOSPC), sending a 100 KB mail through the site's sender.
 */
describe('mail files are written whole or not at all', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-whole-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  let built: unknown;
  const sendIn = async (mailDir: string, limitKiB?: number) => {
    // Inside the repository, so that its packages (nodemailer) are found from the bundle.
    const bundle = path.join(
      path.resolve(import.meta.dirname, '../..'),
      'node_modules',
      '.cache',
      'mail-whole',
      'transport.mjs',
    );
    if (!built)
      built = await build({
        entryPoints: [path.resolve(import.meta.dirname, 'transport.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        outfile: bundle,
        logLevel: 'silent',
      });
    const script = path.join(work, 'send.mjs');
    fs.writeFileSync(
      script,
      `import { createMailSender } from ${JSON.stringify(bundle)};
// Past the limit the kernel sends SIGXFSZ, which would kill the process: the write fails instead.
process.on('SIGXFSZ', () => {});
const sender = createMailSender(undefined, ${JSON.stringify(mailDir)});
try {
  await sender.send({ from: 'no-reply@secretalia.fr', to: 'contact@secretalia.fr', subject: 'Nouvelle demande', text: 'Bonjour. '.repeat(12_000) + 'Fin du message.' });
  console.log('sent');
} catch (err) {
  console.log('refused', err.code);
}`,
    );
    const limit = limitKiB === undefined ? '' : `ulimit -f ${limitKiB * 2}; `;
    return spawnSync('sh', ['-c', `${limit}exec node ${script}`], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
  };

  it('a write that fails part way leaves no .eml and no scrap; the send fails, so the mail stays queued', async () => {
    const mailDir = path.join(work, 'full');
    const full = await sendIn(mailDir, 4);
    expect(full.stdout.trim()).toBe('refused EFBIG');
    expect(fs.readdirSync(mailDir)).toEqual([]);
  });

  it('with room, the mail is one whole .eml file', async () => {
    const mailDir = path.join(work, 'room');
    const sent = await sendIn(mailDir);
    expect(sent.stdout.trim()).toBe('sent');
    const files = fs.readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.readFileSync(path.join(mailDir, files[0]!), 'utf8').replace(/=\n/g, '')).toMatch(/Fin du message\.\s*$/);
  });
});
