import { ChevronLeft, ChevronRight } from 'lucide-react';
import { plans } from '../../../shared/plans';

/** Previous and next (they loop) and one dot per plan, under the track. */
export function PlanControls({ selectedIndex, select }: { selectedIndex: number; select: (index: number) => void }) {
  return (
    <div className="plan-controls">
      <button
        type="button"
        className="plan-arrow"
        aria-label="Formule précédente"
        aria-controls="formules-piste"
        onClick={() => select(selectedIndex - 1)}
      >
        <ChevronLeft aria-hidden="true" focusable="false" />
      </button>
      <ul className="plan-dots">
        {plans.map((plan, index) => (
          <li key={plan.id}>
            <button
              type="button"
              className="plan-dot"
              aria-label={`Choisir la formule ${plan.title}`}
              aria-current={index === selectedIndex ? 'true' : undefined}
              onClick={() => select(index)}
            >
              <span aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="plan-arrow"
        aria-label="Formule suivante"
        aria-controls="formules-piste"
        onClick={() => select(selectedIndex + 1)}
      >
        <ChevronRight aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
}
