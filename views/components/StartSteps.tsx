import type { ReactNode } from 'react';

export interface StartStep {
  title: string;
  text: ReactNode;
}

/** « How it starts »: numbered steps on a line (a column on phones). */
export function StartSteps({ steps }: { steps: readonly StartStep[] }) {
  return (
    <ol className="start-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="start-step" data-reveal-delay={index + 1}>
          <span className="start-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
