import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { docker, engineAnswers, repoRoot } from './docker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The image under test, or '' when no Docker engine answers (the tests then skip). */
    containerImage: string;
  }
}

/**
 * The container tests run the project's image: CONTAINER_IMAGE (CI builds it in its
 * own step), else this checkout built here with the Dockerfile as it is, when an
 * engine answers. Without an engine they are skipped and say so, unless
 * REQUIRE_DOCKER=1 (CI), where that is a failure.
 */
/** The compose test's Postgres (.ci/standins/postgres), whose pg_dump the image takes. */
const POSTGRES_STANDIN = 'secretalia-ci/postgres-standin';

export default async function setup(project: TestProject): Promise<void> {
  if (!engineAnswers()) {
    if (process.env.REQUIRE_DOCKER === '1') {
      throw new Error(
        'REQUIRE_DOCKER=1 but no Docker engine answers (start one: .ci/tools/docker-engine.sh start, then export DOCKER_HOST)',
      );
    }
    console.warn(
      'container tests skipped: no Docker engine answers (see docs/operations.md, "Containers in CI and in the tests")',
    );
    project.provide('containerImage', '');
    return;
  }
  let image = process.env.CONTAINER_IMAGE;
  if (!image) {
    image = 'secretalia-site:test';
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version as string;
    console.log(`container tests: building ${image} from ${repoRoot} (legacy builder, host network)`);
    // The image's pg_dump comes from the Postgres image compose runs: here, the stand-in, built first.
    const standin = await docker(
      ['build', '--network', 'host', '-q', '-t', POSTGRES_STANDIN, path.join(repoRoot, '.ci', 'standins', 'postgres')],
      { timeoutMs: 10 * 60_000 },
    );
    if (standin.code !== 0) throw new Error(`docker build of the Postgres stand-in failed:\n${standin.stderr}`);
    const built = await docker(
      [
        'build',
        '--network',
        'host',
        '-t',
        image,
        '--build-arg',
        `POSTGRES_IMAGE=${POSTGRES_STANDIN}`,
        '--build-arg',
        `VERSION=${version}`,
        '--build-arg',
        `REVISION=${git('rev-parse', 'HEAD')}`,
        '--build-arg',
        `CREATED=${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
        '--build-arg',
        `SOURCE=${repoRoot}`,
        repoRoot,
      ],
      { timeoutMs: 15 * 60_000 },
    );
    if (built.code !== 0) throw new Error(`docker build failed:\n${built.stdout.slice(-4000)}\n${built.stderr}`);
  }
  project.provide('containerImage', image);
}
