import { UsageError } from './command';

/** The address a privacy command is about: something@something, one word. */
export function emailArgument(raw: string | undefined): string {
  const email = (raw ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`attendu une adresse e-mail, reçu « ${raw ?? ''} »`);
  return email;
}
