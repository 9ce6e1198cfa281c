import type { ReactNode } from 'react';
import { c } from './palette';

/** What became of a call: said to the doctor first (coral), put in the agenda (teal), dealt with (mint). */
export type CallOutcome = 'signalled' | 'planned' | 'handled';

export interface DayRow {
  /** « 8 h 35 ». */
  time: string;
  /** What the caller wanted, in 22 characters or fewer (it must fit its line at 320 px). */
  label: string;
  outcome: CallOutcome;
  /** The pill's word: « Urgent », « Planifié », « Transmis »… */
  status: string;
}

export interface PracticeDay {
  /** The card's title: the moment of that practice's day. */
  heading: string;
  rows: readonly DayRow[];
  /** The speciality's pictogram, drawn in a 64 × 64 box centred on 0,0. */
  motif: ReactNode;
}

const PILL = {
  signalled: { fill: c.coral, text: c.white, bar: c.coral },
  planned: { fill: c.teal, text: c.white, bar: c.teal },
  handled: { fill: c.mint, text: c.tealDeep, bar: c.tealSoft },
} as const;

const ROW_TOP = 116;
const ROW_HEIGHT = 58;

/**
 * A speciality's day as its secretary sees it (issue 48's product view): a card of the calls
 * of one moment of that practice, each with what became of it, and the speciality's pictogram.
 * Drawn with presentation attributes only (the CSP forbids inline styles); the words are the
 * image's label too, for a screen reader.
 */
export function PracticeDayScene({ day, name }: { day: PracticeDay; name: string }) {
  const label = `${name}, ${day.heading.toLowerCase()}\u00a0: ${day.rows
    .map((row) => `${row.time}, ${row.label}\u00a0: ${row.status.toLowerCase()}`)
    .join(' ; ')}.`;
  return (
    <svg className="illustration" viewBox="0 0 440 380" width="440" height="380" role="img" aria-label={label}>
      <circle cx="220" cy="206" r="166" fill={c.mint} />
      <circle cx="22" cy="118" r="8" fill={c.coralSoft} />
      <circle cx="424" cy="330" r="11" fill={c.line} />

      <rect x="20" y="58" width="380" height="304" rx="20" fill={c.line} />
      <rect x="12" y="50" width="380" height="304" rx="20" fill={c.white} />
      <path d="M12 70a20 20 0 0 1 20-20h340a20 20 0 0 1 20 20v34H12Z" fill={c.teal} />
      <text x="32" y="84" fill={c.white} fontSize="17" fontWeight="700">
        {day.heading}
      </text>

      {day.rows.map((row, i) => {
        const top = ROW_TOP + i * ROW_HEIGHT;
        const pill = PILL[row.outcome];
        return (
          <g key={`${row.time}-${row.label}`}>
            {i ? <path d={`M28 ${top}H376`} stroke={c.mist} strokeWidth="2" /> : null}
            <text x="28" y={top + 34} fill={c.muted} fontSize="13" fontWeight="600">
              {row.time}
            </text>
            <rect x="86" y={top + 13} width="4" height="32" rx="2" fill={pill.bar} />
            <text x="100" y={top + 34} fill={c.ink} fontSize="15" fontWeight="600">
              {row.label}
            </text>
            <rect x="290" y={top + 15} width="90" height="28" rx="14" fill={pill.fill} />
            <text x="335" y={top + 34} fill={pill.text} fontSize="13" fontWeight="700" textAnchor="middle">
              {row.status}
            </text>
          </g>
        );
      })}

      <g transform="translate(392 52)">
        <circle r="42" fill={c.coralWash} stroke={c.white} strokeWidth="6" />
        {day.motif}
      </g>
    </svg>
  );
}
