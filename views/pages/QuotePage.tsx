import { CalendarCheck, MessageSquare, PhoneCall } from 'lucide-react';
import { site } from '../../shared/site';
import { formMessages, type PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { isPlanId, type PlanId } from '../../shared/plans';
import { finderSummary, type FinderAnswers } from '../../shared/planFinder';
import { isSpecialtySlug, specialtyName, type SpecialtySlug } from '../../shared/specialties';
import { keepNumbersTogether } from '../components/typography';
import { FormProblem } from '../components/FormFields';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { usePage } from '../context';
import { Island } from '../Island';
import { Seo } from '../Seo';
import { Static } from '../components/Static';

const nextSteps = [
  {
    Icon: MessageSquare,
    title: 'Nous étudions votre demande',
    text: `Nous vous répondons ${keepNumbersTogether(site.replyPromise)}, avec une proposition adaptée à votre activité.`,
  },
  {
    Icon: PhoneCall,
    title: 'Nous en parlons ensemble',
    text: 'Un échange pour préciser vos outils, vos consignes et ce que vous souhaitez déléguer.',
  },
  {
    Icon: CalendarCheck,
    title: 'Votre secrétaire se forme',
    text: 'La période de formation est offerte, et le service reste sans engagement.',
  },
];

/**
 * Beside the form from 1024 px, under it on a phone: what happens after the visitor sends it.
 * A section of the page, not an aside: a complementary landmark inside main is one axe flags
 * (landmark-complementary-is-top-level).
 */
function QuoteNextSteps() {
  return (
    <section className="form-aside" aria-labelledby="ensuite-title">
      <h2 id="ensuite-title" className="form-aside-title">
        Et ensuite&nbsp;?
      </h2>
      <ol className="steps">
        {nextSteps.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className="card-icon" aria-hidden="true">
              <Icon focusable="false" />
            </span>
            <div>
              <p className="step-title">{title}</p>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="aside-alt">
        Vous préférez en parler de vive voix&nbsp;? <DiscoveryCallLink />
      </p>
    </section>
  );
}

/** `plan`: the one a link chose (`?formule=…`); without, STANDARD, as the spec says. */
export function QuotePage({
  posted,
  plan: chosen,
  specialty: fromLink,
  answers,
}: {
  posted?: PostedForm | undefined;
  plan?: PlanId | undefined;
  /** The speciality of the page the link came from (`?specialite=…`): the lead records it. */
  specialty?: SpecialtySlug | undefined;
  /** The plan finder's answers (/quelle-formule): they prefill the message, which the doctor may change. */
  answers?: FinderAnswers | undefined;
}) {
  const plan = posted && isPlanId(posted.values.plan) ? posted.values.plan : (chosen ?? 'standard');
  const specialty = posted
    ? isSpecialtySlug(posted.values.specialite)
      ? posted.values.specialite
      : undefined
    : fromLink;
  /** A plan came with the visitor (a link or a post): the picker says it and stays closed. */
  const carried = Boolean(chosen ?? (posted && isPlanId(posted.values.plan)));
  return (
    <>
      <Seo
        title="Devis gratuit"
        description="Votre devis gratuit de secrétariat médical à distance&nbsp;: choisissez une formule, décrivez votre cabinet, nous répondons sous 24&nbsp;h ouvrées."
      />
      {/* One part per plan and speciality a link carries; a form sent back with its messages is the request's own. */}
      <Static part={`quote:${plan}:${specialty ?? ''}:${carried}`} keep={!posted && !answers}>
        <QuoteContent
          posted={posted ?? (answers ? { errors: {}, values: { message: finderSummary(answers) } } : undefined)}
          fromFinder={Boolean(answers) && !posted}
          plan={plan}
          specialty={specialty}
          carried={carried}
        />
      </Static>
    </>
  );
}

function QuoteContent({
  posted,
  fromFinder = false,
  plan,
  specialty,
  carried,
}: {
  posted: PostedForm | undefined;
  /** `posted` holds only the finder's answers as the message: no problem to tell. */
  fromFinder?: boolean;
  plan: PlanId;
  specialty: SpecialtySlug | undefined;
  carried: boolean;
}) {
  const { siteUrl } = usePage();
  return (
    <>
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Devis gratuit', path: paths.quote }]} />

      <PageHero
        id="devis-title"
        compact
        eyebrow="Sans engagement"
        title="DEVIS GRATUIT"
        lead={`Choisissez une formule, présentez-nous votre cabinet\u00a0: réponse ${keepNumbersTogether(site.replyPromise)}.`}
      />
      {posted && !fromFinder ? (
        <FormProblem
          formAnchor="formulaire"
          failure={posted.failure ?? (posted.failed ? formMessages.sendFailure : undefined)}
        />
      ) : null}

      <section className="section section-mist quote-section" aria-labelledby="formulaire-titre" id="formulaire">
        <div className="container form-layout quote-layout">
          <div className="quote-main">
            <div className="quote-picker" role="group" aria-labelledby="choix-formule-title">
              <h2 id="choix-formule-title" className="visually-hidden">
                Votre formule
              </h2>
              <Island
                name="PlanCarousel"
                hydrate="interaction"
                props={{ defaultPlan: plan, headingLevel: 3, variant: 'quote', collapsed: carried }}
              />
            </div>
            <div className="form-card">
              <h2 id="formulaire-titre">Formulaire</h2>
              <p className="form-intro">Quelques informations sur vous et votre cabinet suffisent.</p>
              {fromFinder ? (
                <p className="form-intro">
                  Vos réponses au questionnaire «&nbsp;Quelle formule pour mon cabinet&nbsp;?&nbsp;» sont reprises dans
                  votre message&nbsp;: modifiez-les si besoin.
                </p>
              ) : null}
              {specialty ? (
                <p className="form-intro">
                  Spécialité indiquée avec votre demande&nbsp;: <strong>{specialtyName(specialty)}</strong>.
                </p>
              ) : null}
              <Island
                name="QuoteForm"
                hydrate="interaction"
                props={posted ? { defaultPlan: plan, specialty, ...posted } : { defaultPlan: plan, specialty }}
              />
            </div>
          </div>
          <QuoteNextSteps />
        </div>
      </section>
    </>
  );
}
