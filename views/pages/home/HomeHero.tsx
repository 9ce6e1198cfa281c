import { Check } from 'lucide-react';
import { site } from '../../../shared/site';
import { paths } from '../../../shared/paths';
import { CallbackRequest } from '../../components/CallbackRequest';
import { QuoteAndCallActions } from '../../components/ExternalLink';
import { HeroStage } from '../../components/HeroStage';
import { enBrefFilm } from '../../components/media';
import { Static } from '../../components/Static';
import { Island } from '../../Island';

/**
 * The first screen: the tagline, three actions (the quote, the primary one; the discovery
 * call; « Être rappelé »), the service at work (the agenda, the short film). On a phone
 * the service comes right under the tagline, compact, so that the first screen shows it
 * (client/styles/home.css).
 */
export function HomeHero() {
  return (
    <Static as="section" part="home-hero" className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-text">
          <p className="eyebrow">Télésecrétariat médical · France et Belgique</p>
          <h1 id="hero-title" className="hero-title">
            {site.tagline}
          </h1>
          <p className="lead">
            Une secrétaire médicale dédiée, formée à vos outils, prend vos appels, tient votre agenda et vous remplace
            pendant les congés. Vous gardez la main&#8239;; vos patients gardent le lien.
          </p>
          <div className="button-row">
            <QuoteAndCallActions cta="accueil-hero" />
          </div>
          <CallbackRequest place="accueil" />
          <Static as="ul" part="home-hero-proof" className="hero-proof">
            <li>
              <Check aria-hidden="true" focusable="false" />
              <a href={paths.yourData}>Données hébergées en France (HDS)</a>
            </li>
            <li>
              <Check aria-hidden="true" focusable="false" />
              Formation offerte, sans engagement
            </li>
          </Static>
        </div>
        <div className="hero-stage">
          <Static part="home-hero-stage" className="hero-stage-snippets">
            <HeroStage />
          </Static>
          <div className="hero-film">
            <Island
              name="VideoCard"
              hydrate="interaction"
              props={{
                kind: 'local',
                href: enBrefFilm.src,
                captions: enBrefFilm.captions,
                portrait: enBrefFilm.portrait,
                poster: enBrefFilm.poster,
                posterSrcSet: enBrefFilm.posterSrcSet,
                posterAvifSrcSet: enBrefFilm.posterAvifSrcSet,
                title: enBrefFilm.title,
                label: `Voir la présentation (${enBrefFilm.durationLabel})`,
                sizes:
                  '(min-width: 960px) 176px, (min-width: 768px) calc((100vw - 4rem - 1.5rem) * 0.43), (min-width: 600px) 176px, 128px',
              }}
            />
          </div>
        </div>
      </div>
    </Static>
  );
}
