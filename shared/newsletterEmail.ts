/**
 * SPEC.md: something, at sign, something, dot, something. Apart from schemas.ts
 * (which re-exports it) so that the newsletter box of every page checks an
 * address without loading zod.
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
