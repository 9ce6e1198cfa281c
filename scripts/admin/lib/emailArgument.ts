import { UsageError } from './command';

/** The address a privacy command is about: something@something, one word. */
export function emailArgument(raw: string | undefined): string {
  const email = (raw ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`expected an e-mail address, got "${raw ?? ''}"`);
  return email;
}
