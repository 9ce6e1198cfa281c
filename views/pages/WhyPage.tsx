import { BellOff, CalendarCheck, Clock, GraduationCap, PhoneCall, UserRound } from 'lucide-react';
import { site } from '../../shared/site';
import { CardGrid } from '../components/CardGrid';
import { CtaBand } from '../components/CtaBand';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { Testimonials } from '../components/Testimonials';
import { threeMonthTestimonials } from '../components/testimonialQuotes';
import { usePage } from '../context';
import { CalendarScene } from '../illustrations/CalendarScene';
import { HeadsetScene } from '../illustrations/HeadsetScene';
import { Seo } from '../Seo';
import { paths } from '../../shared/paths';
import { Section } from '../components/Section';

const pitch = [
  {
    Icon: UserRound,
    title: 'Une personne, pas un standard',
    text: 'Vous travaillez avec une secrétaire dédiée, qui apprend à connaître votre cabinet, vos patients et votre façon de faire.',
  },
  {
    Icon: GraduationCap,
    title: 'Formée à vos outils',
    text: 'Elle utilise votre agenda et votre plateforme de prise de rendez-vous en ligne. Vous ne changez rien à vos habitudes.',
  },
  {
    Icon: PhoneCall,
    title: 'Un accueil professionnel',
    text: 'Vos patients sont accueillis avec courtoisie et précision, orientés selon vos consignes, jamais laissés sans réponse.',
  },
];

const results = [
  {
    Icon: BellOff,
    figure: '−60\u00a0%',
    title: 'd’appels sur votre ligne personnelle',
    text: 'Votre secrétaire répond, filtre et traite. Seuls les appels qui vous concernent vraiment vous parviennent.',
  },
  {
    Icon: Clock,
    figure: 'Moins',
    title: 'd’interruptions pendant vos consultations',
    text: 'Vous restez avec le patient qui est devant vous. Les messages vous attendent au moment que vous avez choisi.',
  },
  {
    Icon: CalendarCheck,
    figure: 'Un agenda',
    title: 'optimisé, tenu en temps réel',
    text: 'Rendez-vous, reports et annulations sont gérés au fil de l’eau\u00a0: moins de créneaux perdus, des journées mieux équilibrées.',
  },
];

export function WhyPage() {
  const { siteUrl } = usePage();
  return (
    <>
      <Seo
        title="Pourquoi choisir Secretalia&nbsp;?"
        description="Plus de 80 médecins accompagnés, 60&nbsp;% d’appels en moins sur leur ligne personnelle, des résultats dès le premier mois&nbsp;: pourquoi choisir Secretalia."
      />
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Pourquoi Secretalia', path: paths.why }]} />

      <PageHero
        id="why-title"
        eyebrow={`Pourquoi ${site.name}`}
        title={<>Pourquoi choisir Secretalia&nbsp;?</>}
        lead="Parce que vous n’avez pas choisi la médecine pour passer vos journées au téléphone. Nous vous proposons une secrétaire médicale dédiée, humaine et formée à vos outils, qui vous rend du temps dès le premier mois."
        art={<HeadsetScene />}
      />

      <Section
        id="pitch-title"
        className="reveal"
        title="Un vrai secrétariat, simplement à distance"
        lead="Tout ce qu’une bonne secrétaire apporte à un cabinet, sans les contraintes du recrutement ni les trous pendant les congés."
      >
        <CardGrid cards={pitch} columns={3} />
      </Section>

      <section className="section section-tight reveal" aria-labelledby="confiance-title">
        <div className="container">
          <div className="proof-band">
            <p className="proof-figure" aria-hidden="true">80+</p>
            <div>
              <h2 id="confiance-title">Plus de 80 médecins nous font confiance</h2>
              <p>
                Généralistes, spécialistes, cabinets de groupe et centres de santé, en France et en Belgique, nous ont
                confié leur accueil téléphonique et leur agenda.
              </p>
            </div>
          </div>
        </div>
      </section>

      <Section
        id="resultats-title"
        className="section-mist reveal"
        eyebrow="Des résultats dès le premier mois"
        title="Ce qui change dans votre cabinet"
      >
        <CardGrid cards={results} columns={3} tone="white" />
      </Section>

      <section className="section reveal" aria-labelledby="temoignages-title">
        <div className="container">
          <div className="split split-art-first split-top">
            <div className="split-art">
              <CalendarScene />
            </div>
            <div>
              <p className="eyebrow">Retours d’expérience</p>
              <h2 id="temoignages-title">Ce que disent les médecins après 3&nbsp;mois</h2>
              <p>
                Trois mois, c’est le temps de voir son organisation changer pour de bon. Voici ce que nous disent les
                médecins que nous accompagnons.
              </p>
            </div>
          </div>
          <Testimonials items={threeMonthTestimonials} />
        </div>
      </section>

      <CtaBand
        id="why-cta-title"
        title={<>Et si c’était votre tour&nbsp;?</>}
        text="Parlez-nous de votre cabinet&nbsp;: nous vous proposerons l’organisation qui lui convient, avec une période de formation offerte."
      >
        <a href={paths.contact} className="btn btn-cta">
          Contactez-nous
        </a>
        <DiscoveryCallLink className="btn btn-on-dark" />
      </CtaBand>
    </>
  );
}
