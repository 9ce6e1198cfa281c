import type { QuestionSection } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { Section } from './Section';

/** The questions about prices, from the questions page (its `tarifs`), on the pricing page. */
export function PriceQuestions({ questions }: { questions: readonly QuestionSection[] }) {
  if (!questions.length) return null;
  return (
    <Section
      id="questions-tarifs-title"
      className="reveal"
      title="Vos questions sur les tarifs"
      lead={
        <>
          Les réponses aux questions que l’on nous pose avant de demander un devis.{' '}
          <a href={paths.questions}>Toutes les questions fréquentes</a>
        </>
      }
    >
      <div className="questions questions-compact">
        {questions.map((question) => (
          <div key={question.id} className="question">
            <h3 id={`tarifs-${question.id}`}>{question.question}</h3>
            <div className="article-body" dangerouslySetInnerHTML={{ __html: question.html }} />
          </div>
        ))}
      </div>
    </Section>
  );
}
