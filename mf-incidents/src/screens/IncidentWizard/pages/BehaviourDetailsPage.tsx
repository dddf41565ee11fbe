import { TextField } from 'shared-ui';
import { usePage } from '../WizardContext';
import { FormSection, Grid } from './FormSection';

const LEVELS = [
  { title: 'Low level', prefix: 'lowLevel' },
  { title: 'Medium level', prefix: 'mediumLevel' },
  { title: 'High level', prefix: 'highLevel' },
  { title: 'Recovery', prefix: 'recovery' },
];

/** Behaviour, response and strategy per level; these feed the Smart Plan (spec 2 §3.2). */
export function BehaviourDetailsPage() {
  const { field } = usePage('behaviour');
  return (
    <>
      {LEVELS.map(({ title, prefix }) => (
        <FormSection key={prefix} title={title}>
          <Grid>
            {['Behaviour', 'Response', 'Strategy'].map((part) => {
              const key = `${prefix}${part}`;
              return <TextField key={key} {...field(key)} multiline={3} />;
            })}
          </Grid>
        </FormSection>
      ))}
    </>
  );
}
