/**
 * A phone number as the owner types it in a privacy request, and as a visitor typed it in a
 * callback or a quote: French or Belgian, national (06 12 34 56 78, 02 000 00 00) or
 * international (+33 6 12 34 56 78, 0033 6…, +32 2…), with spaces, dots or dashes. The same
 * number is found whichever way each side wrote it.
 */

/** True for what reads as a phone number rather than an address: digits and separators, 8 to 15 digits. */
export function looksLikePhone(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  return /^\+?[\d\s.\-()/]+$/.test(text.trim()) && digits.length >= 8 && digits.length <= 15;
}

/** The digits of every way the number may have been stored: national, +33/+32, 0033/0032. */
export function phoneDigitVariants(text: string): string[] {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = new Set<string>();
  const national = new Set<string>();
  if (trimmed.startsWith('+')) international.add(digits);
  else if (digits.startsWith('00')) international.add(digits.slice(2));
  else if (digits.startsWith('0')) {
    national.add(digits);
    // A national number is French or Belgian: both international forms.
    for (const country of ['33', '32']) international.add(`${country}${digits.slice(1)}`);
  } else national.add(digits);
  for (const number of international) if (/^3[23]/.test(number)) national.add(`0${number.slice(2)}`);
  return [...new Set([...national, ...international, ...[...international].map((number) => `00${number}`)])];
}
