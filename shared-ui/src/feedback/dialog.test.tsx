import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { DialogHost } from './DialogHost';
import { confirmDialog } from './dialogStore';

it('resolves true for Yes, from a call made outside React', async () => {
  renderUi(<DialogHost />);
  let answer: Promise<boolean>;
  act(() => {
    answer = confirmDialog({ message: 'Are you sure you want to delete this?' });
  });
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this?');
  expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await expect(answer!).resolves.toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('resolves false for No and for Escape, one question at a time', async () => {
  renderUi(<DialogHost />);
  let first: Promise<boolean>;
  let second: Promise<boolean>;
  act(() => {
    first = confirmDialog({ message: 'First?' });
    second = confirmDialog({ message: 'Second?', confirmLabel: 'Delete', cancelLabel: 'Keep' });
  });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  await expect(first!).resolves.toBe(false);
  expect(await screen.findByText('Second?')).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  await expect(second!).resolves.toBe(false);
});

it('keeps Tab focus inside the dialog', () => {
  renderUi(<DialogHost />);
  act(() => {
    void confirmDialog({ message: 'Trap?' });
  });
  const yes = screen.getByRole('button', { name: 'Yes' });
  const no = screen.getByRole('button', { name: 'No' });
  yes.focus();
  fireEvent.keyDown(yes, { key: 'Tab' });
  expect(no).toHaveFocus();
  fireEvent.keyDown(no, { key: 'Tab', shiftKey: true });
  expect(yes).toHaveFocus();
  fireEvent.click(no);
});
