import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Toaster } from './Toaster';
import { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, toast } from './toastStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

it('shows toasts raised outside React, errors as alerts', () => {
  renderUi(<Toaster />);
  act(() => {
    toast.success('Key Contacts added');
    toast.error('Incorrect email or password');
  });
  expect(screen.getByRole('status')).toHaveTextContent('Key Contacts added');
  expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
});

it('can be dismissed and hides by itself after about 5 seconds', () => {
  renderUi(<Toaster />);
  act(() => {
    toast.info('One');
    toast.warning('There has been no change to the academic year');
  });
  fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
  expect(screen.queryByText('One')).not.toBeInTheDocument();
  expect(screen.getByText('There has been no change to the academic year')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(
    screen.queryByText('There has been no change to the academic year'),
  ).not.toBeInTheDocument();
});

it('reaches every mounted Toaster (shared store)', () => {
  renderUi(<Toaster />);
  renderUi(<Toaster />);
  act(() => {
    toast.success('Success');
  });
  expect(screen.getAllByText('Success')).toHaveLength(2);
});

it('an action (Undo) runs once, closes the toast, and its toast stays 10 seconds', () => {
  const undo = jest.fn();
  renderUi(<Toaster />);
  act(() => {
    toast.success('Saved', { action: { label: 'Undo', onClick: undo } });
  });
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Saved');
  fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
  expect(undo).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  act(() => {
    toast.success('Saved', { action: { label: 'Undo', onClick: undo } });
  });
  act(() => jest.advanceTimersByTime(TOAST_ACTION_DURATION_MS + 100));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(undo).toHaveBeenCalledTimes(1);
});
