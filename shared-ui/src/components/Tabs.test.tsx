import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Tabs } from './Tabs';
import { progressPercent, ProgressBar } from './ProgressBar';
import { Wizard } from './Wizard';

const tabs = [
  { id: 'details', label: 'Details', content: <p>Details panel</p> },
  { id: 'groups', label: 'Groups', content: <p>Groups panel</p> },
  { id: 'contacts', label: 'Key Contacts', content: <p>Contacts panel</p>, disabled: true },
  { id: 'logs', label: 'Logs', content: <p>Logs panel</p> },
];

it('moves between enabled tabs with the arrow keys, Home and End', () => {
  renderUi(<Tabs label="Service user" tabs={tabs} />);
  const details = screen.getByRole('tab', { name: 'Details' });
  expect(details).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Details panel');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Details');

  fireEvent.keyDown(details, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Groups' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Groups' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Logs panel');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Logs' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Details' }), { key: 'End' });
  expect(screen.getByRole('tab', { name: 'Logs' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Logs' }), { key: 'Home' });
  expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Key Contacts' })).toBeDisabled();
});

it('computes wizard progress as (step+1)/steps', () => {
  expect(progressPercent(0, 5)).toBe(20);
  expect(progressPercent(4, 5)).toBe(100);
  renderUi(<ProgressBar step={1} steps={5} />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
});

it('shows the current wizard step with its title and progress', () => {
  const onStepChange = jest.fn();
  renderUi(
    <Wizard
      label="Smart Plan"
      step={2}
      onStepChange={onStepChange}
      steps={[
        'Behaviour Plan',
        'Behaviour Details',
        'Follow Up Support',
        'Techniques',
        'Send Report',
      ].map((title) => ({ title, content: <p>{title} content</p> }))}
    />,
  );
  expect(screen.getByText('Follow Up Support content')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  fireEvent.click(screen.getByRole('tab', { name: 'Behaviour Plan' }));
  expect(onStepChange).toHaveBeenCalledWith(0);
});
