import { z } from './zod';
import { oneLineText } from './plainText';

/**
 * One check per kind of field, whichever form or API asks for it (issue 48: the quote, contact
 * and callback forms checked the phone three ways). A module of its own, without the forms'
 * schemas, so that the callback island takes the phone's check and nothing more.
 */

/** docs/SPEC.md section 5, word for word, and ours for what the spec does not say. */
export const phoneMessages = {
  required: 'Le téléphone est requis',
  invalid: 'Numéro invalide : un numéro français (06 12 34 56 78) ou belge (0470 12 34 56)',
} as const;

/** Longer than any number written with its spaces and its country code. */
export const PHONE_MAX = 40;

/** Spaces, dots, dashes and brackets people write between the digits. */
const normalizePhone = (phone: string) => phone.replace(/[\s.\-()\/]/g, '').replace(/^00/, '+');

/**
 * A French or Belgian number, national (0…) or international (+33, +32, 0033,
 * 0032): France 9 digits after the 0 (not 0 itself first), Belgium 8 (fixed)
 * or 9 (mobile, 04…).
 */
export function isFrenchOrBelgianPhone(phone: string): boolean {
  const n = normalizePhone(phone);
  return /^(?:0|\+33)[1-9]\d{8}$/.test(n) || /^(?:0|\+32)[1-9]\d{7,8}$/.test(n);
}

/** One line of text (shared/plainText.ts), trimmed. */
export const oneLine = (error?: string) => z.string(error ? { error } : undefined).overwrite(oneLineText);

/** A phone number, required: the spec's message when empty, ours when it is no French or Belgian number. */
export const phoneField = () =>
  oneLine(phoneMessages.required)
    .min(1, phoneMessages.required)
    .max(PHONE_MAX, phoneMessages.invalid)
    .refine((phone) => phone === '' || isFrenchOrBelgianPhone(phone), phoneMessages.invalid);

/** A phone number one may leave out (the API's contact message): when given, the same check. */
export const optionalPhoneField = () =>
  oneLine()
    .max(PHONE_MAX, phoneMessages.invalid)
    .refine((phone) => phone === '' || isFrenchOrBelgianPhone(phone), phoneMessages.invalid)
    .optional();

export const TOO_LONG = 'Ce texte est trop long';
export const NAME_MAX = 200;
/** docs/SPEC.md section 5, word for word. */
export const NAME_REQUIRED = 'Le nom et prénom sont requis';

/** A name and first name, required (the quote and contact forms, the API's messages). */
export const nameField = () => oneLine(NAME_REQUIRED).min(1, NAME_REQUIRED).max(NAME_MAX, TOO_LONG);

/** A name one may leave out (the callback): when given, the same bound. */
export const optionalNameField = () => oneLine().max(NAME_MAX, TOO_LONG).optional().default('');
