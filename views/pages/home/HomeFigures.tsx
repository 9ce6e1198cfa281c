import { claims, KeyFigures } from '../../components/KeyFigures';
import { Static } from '../../components/Static';

/** Under the hero: the spec's two numbers, and its two claims said as claims. */
export function HomeFigures() {
  return (
    <Static as="section" part="home-figures" className="section section-figures" aria-label="Nos résultats en chiffres">
      <div className="container">
        <KeyFigures items={[claims.doctors, claims.fewerCalls, claims.firstMonth, claims.threeMonths]} />
      </div>
    </Static>
  );
}
