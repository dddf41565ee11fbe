import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { SubmitButton } from './SubmitButton';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("locks for 4 seconds reading 'Saving, please wait...' and then comes back", () => {
  const onClick = jest.fn();
  renderUi(<SubmitButton onClick={onClick}>Save</SubmitButton>);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(1));
  const locked = screen.getByRole('button', { name: 'Saving, please wait...' });
  expect(locked).toBeDisabled();
  fireEvent.click(locked);
  expect(onClick).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(3900));
  expect(screen.getByRole('button', { name: 'Saving, please wait...' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

it('still submits its form on the click that locks it', () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderUi(
    <form onSubmit={onSubmit}>
      <SubmitButton>Submit</SubmitButton>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
