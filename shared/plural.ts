/** `0 erreur`, `1 erreur`, `2 erreurs`: in French, zero and one are singular. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}
