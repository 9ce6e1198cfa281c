// Builds the site once per test run when the sources changed since the last build.
export default async function globalSetup(): Promise<void> {
  // @ts-expect-error plain JavaScript build script without type declarations
  const { build, isBuildCurrent } = await import('../../scripts/build/build.mjs');
  if (!isBuildCurrent()) await build({ log: () => {} });
}
