import { act, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Banner } from './Banner';
import { theme } from '../theme/theme';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("is green for type 'M' and hides itself after 3 seconds", () => {
  const onHide = jest.fn();
  renderUi(<Banner type="M" message="Your changes have been saved" onHide={onHide} />);
  const banner = screen.getByRole('status');
  expect(banner).toHaveTextContent('Your changes have been saved');
  expect(banner).toHaveStyle({ color: theme.colours.success });
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(onHide).toHaveBeenCalledTimes(1);
});

it('is red for any other type', () => {
  renderUi(<Banner type="E" message="Something went wrong" />);
  const banner = screen.getByRole('alert');
  expect(banner).toHaveStyle({ color: theme.colours.danger });
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
