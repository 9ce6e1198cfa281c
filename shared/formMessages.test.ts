import { describe, expect, it } from 'vitest';
import { formMessages } from './formMessages';
import { messages, NEWSLETTER_EMAIL_PATTERN, newsletterSchema } from './schemas';

describe('form messages', () => {
  it('say what SPEC.md section 8 says, word for word', () => {
    expect(formMessages).toMatchObject({
      sending: 'Envoi en cours...',
      quoteSuccess: 'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
      contactSuccess: 'Votre message a été envoyé avec succès ! Nous vous contacterons sous 24h ouvrées.',
      sendFailure: "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement.",
      newsletterSending: 'Envoi...',
      newsletterSuccess: 'Merci ! Vous êtes abonné(e) à notre newsletter.',
      newsletterFailure: "Échec de l'inscription. Veuillez réessayer.",
    });
  });

  it('give the newsletter box the schema’s own message and pattern', () => {
    expect(formMessages.newsletterInvalid).toBe(messages.newsletterEmail);
    const refused = newsletterSchema.safeParse({ email: 'jeanne@exemple' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(formMessages.newsletterInvalid);
    expect(NEWSLETTER_EMAIL_PATTERN.test('jeanne@exemple.fr')).toBe(true);
  });
});
