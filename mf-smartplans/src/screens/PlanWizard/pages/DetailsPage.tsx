import { DETAILS_QUESTIONS, LEVEL_GROUPS } from '../questions';
import { ListQuestion, Section } from './Section';

/** Tab 2 'Behaviour Details': low, medium and high level, then what to do differently. */
export function DetailsPage() {
  const last = DETAILS_QUESTIONS[DETAILS_QUESTIONS.length - 1]!;
  return (
    <>
      {LEVEL_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          {group.questions.map((q) => (
            <ListQuestion key={q.key} question={q} />
          ))}
        </Section>
      ))}
      <Section title="Next time">
        <ListQuestion question={last} />
      </Section>
    </>
  );
}
