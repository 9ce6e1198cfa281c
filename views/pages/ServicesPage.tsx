import {
  Baby,
  Brain,
  Building2,
  CalendarDays,
  ClipboardList,
  Eye,
  PhoneCall,
  Rocket,
  ScanFace,
  Scissors,
  Stethoscope,
  Sun,
  Venus,
  type LucideIcon,
} from 'lucide-react';
import { site } from '../../shared/site';
import { CtaBand } from '../components/CtaBand';
import { DiaryTools } from '../components/DiaryTools';
import { DiscoveryCallLink, QuoteAndCallActions } from '../components/ExternalLink';
import { BreadcrumbJsonLd, JsonLd } from '../components/JsonLd';
import { countryCode, organizationId } from '../components/structuredData';
import { PageHero } from '../components/PageHero';
import { usePage } from '../context';
import { HeadsetScene } from '../illustrations/HeadsetScene';
import { SpecialtiesScene } from '../illustrations/SpecialtiesScene';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { paths, specialtyHref } from '../../shared/paths';
import { specialties, type SpecialtySlug } from '../../shared/specialties';
import { Section } from '../components/Section';

interface ServiceBlock {
  id: string;
  Icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

const services: ServiceBlock[] = [
  {
    id: 'accueil-telephonique',
    Icon: PhoneCall,
    title: 'Un accueil téléphonique dédié',
    text: 'Votre secrétaire répond à vos patients au nom du cabinet, avec la même voix d’un jour à l’autre. Elle filtre les appels et ne vous dérange que lorsque c’est nécessaire.',
    points: [
      'Filtrage des appels selon vos consignes',
      'Messages transmis clairement, au moment convenu',
      'Demandes urgentes signalées sans délai',
    ],
  },
  {
    id: 'gestion-agenda',
    Icon: CalendarDays,
    title: 'La gestion complète de votre agenda',
    text: 'Directement dans vos outils, y compris votre plateforme de prise de rendez-vous en ligne\u00a0: votre agenda est tenu en temps réel, sans double saisie.',
    points: [
      'Prises de rendez-vous, reports et annulations',
      'Respect de vos motifs et durées de consultation',
      'Des créneaux mieux remplis, moins de trous',
    ],
  },
  {
    id: 'remplacement-conges',
    Icon: Sun,
    title: 'La continuité pendant les congés et absences',
    text: 'Pendant vos congés, vos patients continuent d’être accueillis et orientés selon vos consignes. Avec la formule SÉRÉNITÉ, les congés de votre secrétaire sont couverts aussi.',
    points: [
      'Patients informés et orientés pendant votre absence',
      'Remplacement automatique de votre secrétaire (formule SÉRÉNITÉ)',
      'Permanence le week-end possible (formule CONTINUITÉ+)',
    ],
  },
  {
    id: 'support-administratif',
    Icon: ClipboardList,
    title: 'Un support administratif au quotidien',
    text: 'Les petites tâches qui grignotent vos journées sont prises en charge, pour que vous puissiez vous concentrer sur vos patients.',
    points: [
      'Suivi des demandes de vos patients',
      'Relais des informations entre le cabinet et les patients',
      'Tâches courantes organisées selon vos priorités',
    ],
  },
  {
    id: 'demarrage-rapide',
    Icon: Rocket,
    title: 'Un démarrage rapide, sans engagement',
    text: 'Votre secrétaire se forme à vos outils et à vos protocoles avant de prendre le relais. Cette période de formation est entièrement prise en charge par Secretalia.',
    points: ['Période de formation offerte', 'Mise en place rapide, accompagnée', 'Sans engagement de durée'],
  },
];

const specialtyIcons: Record<SpecialtySlug, LucideIcon> = {
  'medecine-generale': Stethoscope,
  ophtalmologie: Eye,
  gynecologie: Venus,
  pediatrie: Baby,
  dermatologie: ScanFace,
  psychiatrie: Brain,
  chirurgie: Scissors,
  'centres-medicaux': Building2,
};

export function ServicesPage() {
  return (
    <>
      <Seo
        title="Nos services de secrétariat médical à distance"
        description="Accueil téléphonique dédié, agenda, continuité pendant les congés, support administratif&nbsp;: une secrétaire médicale formée à vos outils, sans engagement."
      />
      <Static part="services">
        <ServicesContent />
      </Static>
    </>
  );
}

/** Made once per site's settings (views/components/Static.tsx): the copy is the code's. */
function ServicesContent() {
  const { siteUrl } = usePage();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: 'Télésecrétariat médical',
          serviceType: 'Secrétariat médical à distance',
          description: site.description,
          url: `${siteUrl}/nos-services`,
          provider: {
            '@type': 'ProfessionalService',
            '@id': organizationId(siteUrl),
            name: site.name,
            url: `${siteUrl}/`,
          },
          areaServed: site.areasServed.map((name) => ({ '@type': 'Country', name: countryCode(name) })),
          audience: { '@type': 'Audience', audienceType: 'Médecins, cabinets médicaux et centres de santé' },
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: 'Nos services',
            itemListElement: services.map((service) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: service.title },
            })),
          },
        }}
      />
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Nos services', path: paths.services }]} />

      <PageHero
        id="services-title"
        eyebrow="Nos services"
        title="Un secrétariat médical complet, à distance"
        lead="Une secrétaire dédiée, formée à vos outils, prend en charge votre accueil téléphonique, votre agenda et le quotidien administratif du cabinet. Vous gardez la main sur les règles."
        actions={<QuoteAndCallActions cta="services-hero" />}
        art={<HeadsetScene />}
      />

      <Section
        id="prestations-title"
        className="reveal"
        title="Ce que votre secrétaire fait pour vous"
        lead="Cinq façons de vous rendre du temps, adaptées à l’organisation de votre cabinet."
      >
        <ol className="service-list">
          {services.map(({ id, Icon, title, text, points }) => (
            <li key={id} className="service-block" id={id}>
              <span className="card-icon card-icon-lg" aria-hidden="true">
                <Icon focusable="false" />
              </span>
              <div className="service-body">
                <h3>{title}</h3>
                <p>{text}</p>
                <ul className="checklist checklist-compact">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      {/* Will it work with my diary? Named from the owner's fact `diary-tools` (issue 47): a section of its own, not a sixth service. */}
      <Section id="services-diary-title" className="reveal" title="Dans votre agenda, avec vos outils">
        <DiaryTools className="services-diary" />
      </Section>

      <section className="section section-mist reveal" aria-labelledby="specialites-title">
        <div className="container">
          <div className="split split-wide-text">
            <div>
              <p className="eyebrow">Spécialités</p>
              <h2 id="specialites-title">Une secrétaire formée à votre spécialité</h2>
              <p>
                Chaque spécialité a ses motifs de consultation, ses urgences et ses habitudes. Votre secrétaire les
                apprend pendant la période de formation, pour répondre à vos patients comme vous le feriez.
              </p>
            </div>
            <div className="split-art split-art-small">
              <SpecialtiesScene />
            </div>
          </div>
          <ul className="specialty-grid">
            {specialties.map(({ slug, name }) => {
              const Icon = specialtyIcons[slug];
              return (
                <li key={slug}>
                  <a className="specialty" href={specialtyHref(slug)}>
                    <Icon aria-hidden="true" focusable="false" />
                    <span>{name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CtaBand
        id="services-cta-title"
        title={<>Parlons de votre cabinet</>}
        text={`Une question sur nos services\u00a0? Écrivez-nous, ou réservez un appel découverte gratuit pour en parler de vive voix.`}
      >
        <a href={paths.contact} className="btn btn-cta" data-cta="services-contact">
          Contactez-nous
        </a>
        <DiscoveryCallLink className="btn btn-on-dark" />
      </CtaBand>
    </>
  );
}
