import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { CallbackRequest } from '../components/CallbackRequest';
import { site } from '../../shared/site';
import { formMessages, type PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { keepNumbersTogether } from '../components/typography';
import { FormProblem } from '../components/FormFields';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { SocialIcons } from '../components/SocialIcons';
import { usePage } from '../context';
import { Island } from '../Island';
import { Seo } from '../Seo';
import { Static } from '../components/Static';

export function ContactPage({ posted }: { posted?: PostedForm | undefined }) {
  return (
    <>
      <Seo
        title="Contactez-nous"
        description="Une question sur le télésecrétariat médical Secretalia&nbsp;? Écrivez-nous ou appelez-nous en semaine&nbsp;: nous vous répondons sous 24&nbsp;h ouvrées."
      />
      <Static part="contact" keep={!posted}>
        <ContactContent posted={posted} />
      </Static>
    </>
  );
}

/** Made once per site's settings, unless a form comes back with its messages (views/components/Static.tsx). */
function ContactContent({ posted }: { posted: PostedForm | undefined }) {
  const { siteUrl, social, contact } = usePage();
  const hasSocial = Object.values(social).some(Boolean);
  return (
    <>
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Contact', path: paths.contact }]} />

      <PageHero
        id="contact-title"
        eyebrow="Contact"
        title="Contactez-nous"
        lead={`Une question sur nos services, une situation particulière, l’envie d’en savoir plus avant de vous lancer\u00a0? Écrivez-nous\u00a0: nous vous répondons ${keepNumbersTogether(site.replyPromise)}.`}
      />
      {posted ? (
        <FormProblem
          formAnchor="formulaire"
          failure={posted.failure ?? (posted.failed ? formMessages.sendFailure : undefined)}
        />
      ) : null}

      {/* The details first: on a phone, the number to call comes before the form (beside it from 1024 px). */}
      <section className="section section-tight-top reveal" aria-labelledby="coordonnees-title">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2 id="coordonnees-title">Nos coordonnées</h2>
            <dl className="details-list">
              <div>
                <dt>
                  <Phone aria-hidden="true" focusable="false" />
                  Téléphone
                </dt>
                <dd>
                  <a href={contact.phone.href}>{contact.phone.display}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Mail aria-hidden="true" focusable="false" />
                  E-mail
                </dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <MapPin aria-hidden="true" focusable="false" />
                  Adresse
                </dt>
                <dd>
                  <address>
                    {contact.address.street}
                    <br />
                    {contact.address.district}
                    <br />
                    {contact.address.postalCode} {contact.address.city}, {contact.address.country}
                  </address>
                </dd>
              </div>
              <div>
                <dt>
                  <Clock aria-hidden="true" focusable="false" />
                  Horaires
                </dt>
                <dd>{contact.hours}</dd>
              </div>
            </dl>
            <p className="reply-promise">
              Nous nous engageons à vous répondre {keepNumbersTogether(site.replyPromise)}.
            </p>
          </div>
          <div className="form-card" id="formulaire">
            <h2 id="contact-form-titre">Écrivez-nous</h2>
            <p className="form-intro">
              Présentez-vous en quelques mots&nbsp;: nous reviendrons vers vous par{' '}
              <span className="nowrap">e-mail</span> ou par téléphone.
            </p>
            <Island name="ContactForm" hydrate="interaction" props={posted ?? {}} />
          </div>
          <div className="contact-more">
            <CallbackRequest place="contact" />
            <div className="contact-call">
              <h2>Un appel découverte&nbsp;?</h2>
              <p>Réservez un créneau de votre choix pour en parler avec nous, gratuitement.</p>
              <DiscoveryCallLink className="btn btn-secondary" />
            </div>
            {hasSocial ? (
              <div className="contact-social">
                <h2>Suivez-nous</h2>
                <SocialIcons links={social} className="social-icons social-icons-light" />
              </div>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
