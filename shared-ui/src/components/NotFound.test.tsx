import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteName } from 'shared-api/remotes';
import { UiRoot } from '../theme/UiRoot';
import { AreaNotFound, NOT_FOUND_TEXT, NotFound } from './NotFound';

const SPEC_TEXT = '404: page not found - to be created';

function renderAt(path: string, area: RemoteName) {
  return render(
    <UiRoot>
      <MemoryRouter initialEntries={[path]}>
        <AreaNotFound area={area} />
      </MemoryRouter>
    </UiRoot>,
  );
}

it("NotFound shows the spec's text as the page heading", () => {
  render(
    <UiRoot>
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>
    </UiRoot>,
  );
  expect(NOT_FOUND_TEXT).toBe(SPEC_TEXT);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SPEC_TEXT);
});

describe('AreaNotFound', () => {
  it.each([
    ['/incident/6', 'mf-incidents'],
    ['/incident/search/foo/?q=1', 'mf-incidents'],
    ['/user/3', 'mf-admin'],
    ['/behaviour/6', 'mf-smartplans'],
  ] as const)('shows the 404 heading at %s, a path %s owns', (path, area) => {
    renderAt(path, area);
    expect(screen.getByRole('heading', { level: 1, name: SPEC_TEXT })).toBeInTheDocument();
  });

  it.each([
    ['/incident/ai', 'mf-incidents'],
    ['/incident/4/ai/9', 'mf-incidents'],
    ['/user/activate', 'mf-admin'],
    ['/incident/6', 'mf-ai'],
    ['/nope', 'mf-incidents'],
    ['/dashboard', 'mf-admin'],
  ] as const)('renders nothing at %s, a path %s does not own', (path, area) => {
    const { container } = renderAt(path, area);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
