import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { browserRefusesTracking, hasOptedOut, setOptedOut } from '../../shared/audience';

type State = 'measured' | 'opted-out' | 'refused-by-browser';

/**
 * The audience measurement switch of the privacy page: on by default, off when
 * the visitor opts out (kept in this browser's localStorage), off and locked
 * when the browser sends Global Privacy Control or Do Not Track. The server
 * cannot know any of this: it renders the default, the browser corrects it.
 */
export default function AnalyticsOptOut() {
  const id = useId();
  const [state, setState] = useState<State>('measured');
  const [saved, setSaved] = useState<'saved' | 'not-saved' | null>(null);

  useEffect(() => {
    setState(browserRefusesTracking() ? 'refused-by-browser' : hasOptedOut() ? 'opted-out' : 'measured');
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const measured = event.currentTarget.checked;
    setState(measured ? 'measured' : 'opted-out');
    setSaved(setOptedOut(!measured) ? 'saved' : 'not-saved');
  };

  const refused = state === 'refused-by-browser';
  let status = '';
  if (saved === 'not-saved') status = 'Votre navigateur n’a pas permis d’enregistrer ce choix.';
  else if (saved === 'saved') {
    status =
      state === 'opted-out'
        ? 'C’est noté\u00a0: vos visites ne sont plus mesurées sur ce navigateur.'
        : 'C’est noté\u00a0: vos visites sont de nouveau mesurées, de façon anonyme.';
  }

  return (
    <div className="optout">
      <div className="optout-row">
        <input
          id={`${id}switch`}
          type="checkbox"
          role="switch"
          className="optout-switch"
          checked={state === 'measured'}
          disabled={refused}
          aria-describedby={refused ? `${id}refus` : undefined}
          onChange={onChange}
        />
        <label htmlFor={`${id}switch`} className="optout-label">
          Mesurer ma visite de façon anonyme
        </label>
      </div>
      {refused ? (
        <p id={`${id}refus`} className="optout-note">
          Votre navigateur demande de ne pas être suivi (Global Privacy Control ou Do Not Track)&nbsp;: nous respectons
          ce signal, aucune mesure n’est effectuée.
        </p>
      ) : null}
      <p role="status" className="optout-status">
        {status}
      </p>
    </div>
  );
}
