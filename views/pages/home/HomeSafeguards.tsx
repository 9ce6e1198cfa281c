import { paths } from '../../../shared/paths';
import { HdsClaim } from '../../components/HdsClaim';
import { FileLock2, Lock, Server } from 'lucide-react';
import { IconList } from '../../components/IconList';
import { Static } from '../../components/Static';
import { SafeDataScene } from '../../illustrations/SafeDataScene';

const safeguards = [
  {
    Icon: Server,
    title: 'Hébergement certifié HDS en France',
    text: (
      <>
        Les données de vos patients sont hébergées en France, <HdsClaim /> (hébergeur de données de santé).
      </>
    ),
  },
  {
    Icon: Lock,
    title: 'Le RGPD respecté',
    text: (
      <>
        Nous traitons les données pour votre compte et selon vos instructions, avec des accès limités aux seules
        personnes qui en ont besoin. <a href={paths.yourData}>Qui y accède, d’où, et sous quelles garanties</a>.
      </>
    ),
  },
  {
    Icon: FileLock2,
    title: 'Le secret médical préservé',
    text: 'Votre secrétaire est tenue à la confidentialité sur tout ce qu’elle apprend de vos patients, comme si elle travaillait au cabinet.',
  },
];

/** Security and confidentiality: hosting, the GDPR, medical secrecy. */
export function HomeSafeguards() {
  return (
    <Static
      as="section"
      part="home-safeguards"
      className="section reveal home-safeguards"
      aria-labelledby="securite-title"
    >
      <div className="container split split-art-first">
        <div className="split-art">
          <SafeDataScene />
        </div>
        <div>
          <p className="eyebrow">Vos données</p>
          <h2 id="securite-title">Sécurité et confidentialité</h2>
          <p>
            Les informations que vos patients confient au téléphone sont parmi les plus sensibles qui soient. Nous les
            protégeons en conséquence.
          </p>
          <IconList items={safeguards} />
        </div>
      </div>
    </Static>
  );
}
