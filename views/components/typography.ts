/** Keeps a number with the unit that follows it (« 24 h », « 3 ans »): a no-break space after digits. */
export function keepNumbersTogether(text: string): string {
  return text.replace(/(\d) (?=\S)/g, '$1\u00a0');
}
