import { PhoneCall } from 'lucide-react';
import type { PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { Island } from '../Island';

/**
 * « Être rappelé », wherever it is offered (the home page's first screen, the
 * contact page, the end of the pricing page, the phone menu): a summary that
 * opens the short form, without JavaScript too. `place` names the spot, so
 * that ids stay unique on a page.
 */
export function CallbackRequest({
  place,
  open = false,
  posted,
}: {
  place: string;
  open?: boolean;
  posted?: PostedForm | undefined;
}) {
  return (
    <details className="callback-request" open={open || Boolean(posted)} data-cta={`rappel-${place}`}>
      <summary className="callback-summary">
        <PhoneCall aria-hidden="true" focusable="false" />
        Être rappelé
        <span className="callback-summary-hint">Laissez votre numéro, nous vous appelons</span>
      </summary>
      <Island
        name="CallbackForm"
        props={{ prefix: `rappel-${place}`, ...posted }}
        hydrate="interaction"
        wakeWithin="details"
      />
    </details>
  );
}

/**
 * Where a whole form would weigh on every page (the header's phone menu): a
 * link to the form's own page.
 */
export function CallbackLink({ place }: { place: string }) {
  return (
    <a className="btn btn-secondary btn-block callback-link" href={paths.callback} data-cta={`rappel-${place}`}>
      <PhoneCall aria-hidden="true" focusable="false" />
      Être rappelé
    </a>
  );
}
