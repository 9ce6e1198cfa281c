import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { leadNotification } from './notification';
import { NO_ATTRIBUTION } from './attribution';

/**
 * Issue 46, item 6: what a busy owner reads in the notification mail, at a glance: when the
 * lead came (Paris time), the speciality, the landing page as a person reads it, and links
 * that dial or write.
 */
const QUOTE: Lead = {
  kind: 'quote',
  name: 'Dr Inès <b>Faure</b>',
  email: 'ines.faure@exemple.fr',
  phone: '06 11 22 33 44',
  practice: 'Cabinet du Port',
  city: 'Sète',
  plan: 'serenite',
  specialty: 'ophtalmologie',
  message: 'Bonjour <script>alert(1)</script>',
  consent: true,
  page: '/demande-devis?specialite=ophtalmologie',
  attribution: {
    ...NO_ATTRIBUTION,
    utmSource: 'google',
    landingPage: '/sp%C3%A9cialit%C3%A9s/ophtalmologie?utm_campaign=%C3%A9t%C3%A9%202026',
  },
};
// Tuesday 1 December 2026, 10:12 Paris (9:12 UTC).
const RECEIVED = new Date('2026-12-01T09:12:00Z');

describe('the notification mail of a lead', () => {
  it('says when it was received, Paris time, « 1er » for the first of the month', () => {
    const mail = leadNotification(QUOTE, 42, 'equipe@secretalia.fr', RECEIVED);
    expect(mail.text).toContain('Reçue le : mardi 1er décembre à 10 h 12 (n° 42)');
    expect(mail.html).toContain('mardi 1er décembre à 10 h 12 (n° 42)');
    // Another day of the month: no « er »; summer time: Paris is two hours ahead.
    const summer = leadNotification(QUOTE, 43, 'equipe@secretalia.fr', new Date('2026-06-02T07:05:00Z'));
    expect(summer.text).toContain('Reçue le : mardi 2 juin à 9 h 05 (n° 43)');
  });

  it('names the speciality, and the landing page decoded', () => {
    const mail = leadNotification(QUOTE, 42, 'equipe@secretalia.fr', RECEIVED);
    expect(mail.text).toContain('Spécialité : Ophtalmologie');
    expect(mail.text).toContain('Page d’arrivée : /spécialités/ophtalmologie?utm_campaign=été 2026');
    expect(mail.html).toContain('/spécialités/ophtalmologie?utm_campaign=été 2026');
    // No speciality, no row; a contact message has none.
    const contact = leadNotification(
      { ...QUOTE, kind: 'contact', specialty: null },
      44,
      'equipe@secretalia.fr',
      RECEIVED,
    );
    expect(contact.text).not.toContain('Spécialité');
  });

  it('the HTML part dials and writes in one click; the visitor’s text stays escaped', () => {
    const mail = leadNotification(QUOTE, 42, 'equipe@secretalia.fr', RECEIVED);
    expect(mail.html).toContain('<a href="tel:0611223344">06 11 22 33 44</a>');
    expect(mail.html).toContain('<a href="mailto:ines.faure@exemple.fr">ines.faure@exemple.fr</a>');
    expect(mail.html).toContain('Dr Inès &lt;b&gt;Faure&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    const callback = leadNotification(
      { ...QUOTE, kind: 'callback', email: '', callbackAt: new Date('2026-12-02T09:30:00Z') },
      45,
      'equipe@secretalia.fr',
      RECEIVED,
    );
    expect(callback.html).toContain('<a href="tel:0611223344">06 11 22 33 44</a>');
    expect(callback.text).toContain('Reçue le : mardi 1er décembre à 10 h 12 (n° 45)');
  });
});
