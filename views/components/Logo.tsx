import { site } from '../../shared/site';
import { Static } from './Static';

/** The mark (a headset in a speech bubble) and the name; `light` for dark backgrounds (a white bubble, the headset in teal). */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Static as="span" part={light ? 'logo-light' : 'logo'} className={light ? 'logo logo-light' : 'logo'}>
      <svg className="logo-mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <path
          d="M20 3C10.6 3 3 10.1 3 19c0 4.3 1.8 8.2 4.7 11.1L6 37l7.6-3.4A18 18 0 0 0 20 35c9.4 0 17-7.1 17-16S29.4 3 20 3Z"
          className="logo-bubble"
        />
        <path
          d="M12 21v-2.5a8 8 0 0 1 16 0V21"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          className="logo-ink-stroke"
        />
        <rect x="9.6" y="19.5" width="4.6" height="7" rx="2" fill="#fff" className="logo-ink-fill" />
        <rect x="25.8" y="19.5" width="4.6" height="7" rx="2" fill="#fff" className="logo-ink-fill" />
        <path
          d="M28 26.5c0 2.2-2 3.5-5 3.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          className="logo-ink-stroke"
        />
        <circle cx="22" cy="30" r="2" className="logo-dot" />
      </svg>
      <span className="logo-name">{site.name}</span>
    </Static>
  );
}
