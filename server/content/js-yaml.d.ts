// The two functions of js-yaml 3 (gray-matter's YAML parser) that frontMatter.ts uses.
declare module 'js-yaml' {
  export const CORE_SCHEMA: unknown;
  export function safeLoad(source: string, options?: { schema?: unknown; filename?: string }): unknown;
}
