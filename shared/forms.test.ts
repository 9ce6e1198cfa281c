import { describe, expect, it } from 'vitest';
import { contactFormInput, formMessages, honeypotFilled, NEWSLETTER_EMAIL_PATTERN, quoteFormInput } from './forms';
import { contactFormSchema, messages, newsletterSchema, quoteFormSchema } from './schemas';

describe('form messages', () => {
  it('say what docs/SPEC.md section 8 says, word for word', () => {
    expect(formMessages).toMatchObject({
      sending: 'Envoi en cours...',
      quoteSuccess: 'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
      contactSuccess: 'Votre message a été envoyé avec succès ! Nous vous contacterons sous 24h ouvrées.',
      sendFailure: "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement.",
      newsletterSending: 'Envoi...',
      newsletterInvalid: 'Veuillez saisir un email valide.',
      newsletterSuccess: 'Merci ! Vous êtes abonné(e) à notre newsletter.',
      newsletterFailure: "Échec de l'inscription. Veuillez réessayer.",
    });
  });

  it('give the newsletter schema the box’s own message and pattern', () => {
    expect(messages.newsletterEmail).toBe(formMessages.newsletterInvalid);
    const refused = newsletterSchema.safeParse({ email: 'jeanne@exemple' });
    expect(refused.error?.issues[0]?.message).toBe(formMessages.newsletterInvalid);
    expect(NEWSLETTER_EMAIL_PATTERN.test('jeanne@exemple.fr')).toBe(true);
  });
});

describe('reading a posted form', () => {
  const posted = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

  it('reads the quote form as its schema takes it, the checkbox as a boolean', () => {
    const input = quoteFormInput(
      posted({
        nom: 'Dr Claire Morel',
        email: 'c@exemple.fr',
        telephone: '06 12 34 56 78',
        cabinet: 'C',
        ville: 'Lyon',
        acceptPolicy: 'on',
        plan: 'collectif',
      }),
    );
    expect(quoteFormSchema.parse(input)).toEqual({
      nom: 'Dr Claire Morel',
      email: 'c@exemple.fr',
      telephone: '06 12 34 56 78',
      cabinet: 'C',
      ville: 'Lyon',
      message: '',
      acceptPolicy: true,
      plan: 'collectif',
      // No speciality page sent it: none recorded.
      specialite: null,
    });
    expect(quoteFormInput(posted({})).acceptPolicy).toBe(false);
  });

  it('reads the contact form without a plan', () => {
    expect(contactFormInput(posted({ plan: 'standard' }))).not.toHaveProperty('plan');
    expect(contactFormSchema.safeParse(contactFormInput(posted({}))).success).toBe(false);
  });

  it('says when the honeypot was filled', () => {
    expect(honeypotFilled(posted({ website: 'https://spam.example' }))).toBe(true);
    expect(honeypotFilled(posted({ website: '' }))).toBe(false);
  });
});
