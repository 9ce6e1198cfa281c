import type { PostSummary } from '../../shared/blog';
import { formatFrenchDate } from '../../shared/dates';
import { articleHref, paths } from '../../shared/paths';
import { site } from '../../shared/site';
import { BreadcrumbJsonLd, JsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { TeamSection } from '../components/TeamSection';
import { EDITORIAL_TEAM, editorialTeamJsonLd, organizationNode, sameAsOf } from '../components/structuredData';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import type { TeamMember } from '../../shared/people';
import type { LegalFacts } from '../../shared/legalFacts';

/** No portraits supplied (one object, under which the page's intro is kept). */
const NO_TEAM: readonly TeamMember[] = [];
const NO_LEGAL_FACTS: LegalFacts = {};

/**
 * `/la-redaction`: who writes the blog, how an article is checked and corrected,
 * and every article the team signed. The author page that articles and their
 * structured data point to.
 */
/**
 * `team`: the team's portraits the owner supplied; without, no portraits.
 * `legal`: the legal facts the owner set, for the company as the home page describes it.
 */
export function EditorialTeamPage({
  articles,
  team = NO_TEAM,
  legal = NO_LEGAL_FACTS,
}: {
  articles: PostSummary[];
  team?: readonly TeamMember[];
  legal?: LegalFacts;
}) {
  const { siteUrl, contact, social } = usePage();
  const company = organizationNode(siteUrl, contact, { sameAs: sameAsOf(social), legal });
  return (
    <>
      <Seo
        title="La rédaction du blog"
        description={`Qui écrit les articles du blog ${site.name}, comment ils sont relus et mis à jour, et comment nous signaler une erreur.`}
      />
      <JsonLd
        data={editorialTeamJsonLd(siteUrl, articles.length, company, articles[0]?.updated ?? articles[0]?.date)}
      />
      <Static part="editorial-team" of={team}>
        <EditorialTeamIntro team={team} />
      </Static>

      <section className="section section-mist" aria-labelledby="redaction-articles">
        <div className="container narrow">
          <h2 id="redaction-articles">{articles.length ? `Ses articles (${articles.length})` : 'Ses articles'}</h2>
          {articles.length ? (
            <ul className="team-articles">
              {articles.map((article) => (
                <li key={article.slug}>
                  <a href={articleHref(article.slug)}>{article.title}</a>
                  <span className="team-article-date">
                    Publié le <time dateTime={article.date}>{formatFrenchDate(article.date)}</time>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              Aucun article n’est encore publié. <a href={paths.blog}>Revenir au blog</a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}

/** Made once per site's settings and team kept (views/components/Static.tsx): who writes, how, the team. */
function EditorialTeamIntro({ team }: { team: readonly TeamMember[] }) {
  const { siteUrl } = usePage();
  return (
    <>
      <BreadcrumbJsonLd
        siteUrl={siteUrl}
        trail={[
          { name: 'Blog', path: paths.blog },
          { name: EDITORIAL_TEAM, path: paths.editorialTeam },
        ]}
      />

      <PageHero
        id="redaction-title"
        eyebrow="Le blog"
        title={EDITORIAL_TEAM}
        lead="Les articles du blog sont écrits par l’équipe qui encadre, chaque jour, nos secrétaires médicales à Marrakech et accompagne les cabinets qui nous rejoignent."
      />

      <section className="section section-tight-top" aria-labelledby="redaction-qui">
        <div className="container narrow prose">
          <h2 id="redaction-qui">Qui écrit</h2>
          <p>
            Les responsables de notre centre et les personnes chargées de la mise en place du service chez nos clients.
            Ils connaissent les questions que se posent les médecins parce qu’ils y répondent au quotidien&nbsp;:
            comment filtrer les appels, tenir un agenda partagé, assurer la continuité pendant les congés, protéger le
            secret médical.
          </p>
          <h2>Ce que nous écrivons, et ce que nous n’écrivons pas</h2>
          <p>
            Nous parlons d’organisation du cabinet, d’accueil des patients et de secrétariat. Nous ne donnons aucun
            conseil médical, et nous ne citons jamais un patient ni un cabinet sans son accord.
          </p>
          <h2>Comment un article est vérifié</h2>
          <ul>
            <li>Chaque article est relu par une deuxième personne de l’équipe avant sa publication.</li>
            <li>
              Quand il s’appuie sur un texte officiel (règles de la CNIL, Code de la santé publique), il le dit et le
              résume sans l’interpréter.
            </li>
            <li>Un article corrigé ou complété porte la date de sa mise à jour, à côté de sa date de publication.</li>
          </ul>
          <h2>Une erreur, une question, un sujet&nbsp;?</h2>
          <p>
            Écrivez-nous depuis la <a href={paths.contact}>page de contact</a>&nbsp;: nous corrigeons ce qui doit l’être
            et nous répondons à chaque message.
          </p>
        </div>
      </section>

      {team.length ? (
        <TeamSection part="editorial-team-portraits" id="redaction-equipe" title="L’équipe" members={team} />
      ) : null}
    </>
  );
}
