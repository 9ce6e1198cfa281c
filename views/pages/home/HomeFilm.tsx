import { paths } from '../../../shared/paths';
import { demarrageFilm, discoveryVideoPoster, watchPageUrl } from '../../components/media';
import { usePage } from '../../context';
import { Island } from '../../Island';
import { Static } from '../../components/Static';

/** The video section: the owner's embedded video when set, else the start film. */
export function HomeFilm() {
  const { videoEmbedUrl } = usePage();
  return (
    <Static
      as="section"
      part="home-film"
      className="section section-mist reveal home-film"
      aria-labelledby="video-title"
    >
      <div className="container split">
        <div>
          <p className="eyebrow">En vidéo</p>
          <h2 id="video-title">De l’appel découverte au premier bilan</h2>
          <p>Voyez en images comment démarre votre secrétariat, avant même de nous appeler.</p>
          <div className="button-row">
            <a href={paths.pricing} className="btn btn-secondary">
              Voir nos formules
            </a>
          </div>
        </div>
        <div>
          <Island
            name="VideoCard"
            hydrate="visible"
            props={
              videoEmbedUrl
                ? {
                    kind: 'embed',
                    href: watchPageUrl(videoEmbedUrl),
                    embedUrl: videoEmbedUrl,
                    ...discoveryVideoPoster,
                    title: 'Secretalia en vidéo',
                    label: 'Regarder la vidéo',
                  }
                : {
                    kind: 'local',
                    href: demarrageFilm.src,
                    captions: demarrageFilm.captions,
                    portrait: demarrageFilm.portrait,
                    poster: demarrageFilm.poster,
                    posterSrcSet: demarrageFilm.posterSrcSet,
                    posterAvifSrcSet: demarrageFilm.posterAvifSrcSet,
                    title: demarrageFilm.title,
                    label: `Regarder la vidéo (${demarrageFilm.durationLabel})`,
                    playLower: true,
                  }
            }
          />
        </div>
      </div>
    </Static>
  );
}
