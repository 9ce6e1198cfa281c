import fs from 'node:fs/promises';
import pino from 'pino';
import { contactDetails } from '../../../shared/contactDetails';
import { blogRepo } from '../../../server/blog/repo';
import { articleCampaign, CampaignError, parseCampaign, type CampaignContent } from '../../../server/newsletter/campaign';
import type { CampaignCounts } from '../../../server/newsletter/campaignsRepo';
import { settingsRepo } from '../../../server/settings/repo';
import { publicAddressProblem } from '../../../server/settings/siteAddress';
import { CommandError, type CommandContext } from './command';
import { missingSiteAddresses } from './siteCheck';

/** The campaign of a Markdown file, or of an article of the blog; a mistake in it is one line naming the file. */
export async function campaignContent({ database: { db }, env, resolve }: CommandContext, source: { file?: string; article?: string }): Promise<CampaignContent> {
  const contact = contactDetails(await settingsRepo(db).get('contact'));
  if (source.article !== undefined) {
    const post = await blogRepo(db).findBySlug(source.article);
    if (!post) throw new CommandError(`--article: no article with the slug "${source.article}" (npm run blog:list shows the slugs)`);
    return articleCampaign(post, env.SITE_URL, contact);
  }
  const file = source.file!;
  let text: string;
  try {
    text = await fs.readFile(resolve(file), 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CommandError(`${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a Markdown file' : (err as Error).message}`);
  }
  try {
    return parseCampaign(text, file, env.SITE_URL, contact);
  } catch (err) {
    if (err instanceof CampaignError) throw new CommandError(`${file}: ${err.message}`);
    throw err;
  }
}

/**
 * A campaign that cannot be recalled once sent is checked before anything is
 * queued: its links and images must lead to the public site (https, not this
 * machine; `NODE_ENV=development` allows a local address, to try a campaign on a
 * laptop), and none may answer "not found".
 */
export async function refuseUnreachableLinks(context: CommandContext, content: CampaignContent): Promise<void> {
  const problem = context.env.NODE_ENV === 'development' ? null : publicAddressProblem(context.env.SITE_URL);
  if (problem) throw new CommandError(`${problem}; nothing queued (set SITE_URL to the site's https address where the site runs: it records it for the commands)`);
  const missing = await missingSiteAddresses(context, content.html);
  if (missing.length) throw new CommandError(`the site answers "not found" for ${missing.join(', ')}: nothing queued (fix the links or images of the campaign)`);
}

export function countsLine(counts: CampaignCounts, queuedNow: number): string {
  const skipped = counts.skipped ? `, skipped ${counts.skipped} (unsubscribed before their mail left)` : '';
  return `queued ${counts.queued} (${queuedNow} new), sent ${counts.sent}, failed ${counts.failed}, remaining ${counts.remaining}${skipped}`;
}

/** The outbox worker's warnings as one readable line each, the same reason said once. */
export function warningsAsLines(warn: (line: string) => void) {
  const said = new Set<string>();
  return pino(
    { level: 'warn' },
    {
      write(line: string) {
        const { msg, reason } = JSON.parse(line) as { msg: string; reason?: string };
        const text = reason ? `${msg}: ${reason}` : msg;
        if (!said.has(text)) warn(`  ${text}`);
        said.add(text);
      },
    },
  );
}
