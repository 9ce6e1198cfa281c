import { looksLikePhone } from '../../../server/privacy/phone';
import { UsageError } from './command';

/** The address a privacy command is about: something@something, one word. */
export function emailArgument(raw: string | undefined): string {
  const email = (raw ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`attendu une adresse e-mail, reçu « ${raw ?? ''} »`);
  return email;
}

/**
 * Who a privacy command is about: an e-mail address, or the phone number of a callback
 * request (which holds no address), French or Belgian, written any way.
 */
export function personArgument(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (looksLikePhone(text)) return text;
  if (!/^[^\s@]+@[^\s@]+$/.test(text))
    throw new UsageError(`attendu une adresse e-mail ou un numéro de téléphone, reçu « ${raw ?? ''} »`);
  return text;
}
