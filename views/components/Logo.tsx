import { LOGO_BUBBLE, LOGO_DOT, LOGO_EARPIECES, LOGO_HEADBAND, LOGO_MICROPHONE } from '../../shared/logo';
import { site } from '../../shared/site';
import { Static } from './Static';

/** A white line of the mark (the headband, the microphone). */
function InkStroke({ d, strokeWidth }: { d: string; strokeWidth: number }) {
  return (
    <path d={d} fill="none" stroke="#fff" strokeWidth={strokeWidth} strokeLinecap="round" className="logo-ink-stroke" />
  );
}

/** The mark (a headset in a speech bubble) and the name; `light` for dark backgrounds (a white bubble, the headset in teal). */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Static as="span" part={light ? 'logo-light' : 'logo'} className={light ? 'logo logo-light' : 'logo'}>
      <svg className="logo-mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <path d={LOGO_BUBBLE} className="logo-bubble" />
        <InkStroke {...LOGO_HEADBAND} />
        {LOGO_EARPIECES.map((earpiece) => (
          <rect key={earpiece.x} {...earpiece} fill="#fff" className="logo-ink-fill" />
        ))}
        <InkStroke {...LOGO_MICROPHONE} />
        <circle {...LOGO_DOT} className="logo-dot" />
      </svg>
      <span className="logo-name">{site.name}</span>
    </Static>
  );
}
