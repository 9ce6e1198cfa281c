/**
 * What the forms say once sent (SPEC.md sections 4 and 8), word for word: the
 * islands show them after an API call, the server after a plain HTML post.
 */
export const formMessages = {
  sending: 'Envoi en cours...',
  quoteSuccess: 'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
  contactSuccess: 'Votre message a été envoyé avec succès ! Nous vous contacterons sous 24h ouvrées.',
  sendFailure: "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement.",
  newsletterSending: 'Envoi...',
  /** The same words as `messages.newsletterEmail` of schemas.ts (a test checks), without loading zod. */
  newsletterInvalid: 'Veuillez saisir un email valide.',
  newsletterSuccess: 'Merci ! Vous êtes abonné(e) à notre newsletter.',
  newsletterFailure: "Échec de l'inscription. Veuillez réessayer.",
} as const;

/** Labels of the submit buttons when idle. */
export const submitLabels = {
  quote: 'Envoyer ma demande de devis',
  contact: 'Envoyer mon message',
  newsletter: 'S’inscrire',
} as const;
