import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, PageHeader, Spinner } from 'shared-ui';
import { useAdminAccess } from '../../access/useAdminAccess';
import { LoadError, Page, Stack } from '../SystemUsers/ui';
import { groupByTopCategory, useContentItems, type ContentItem } from './contentApi';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  span {
    color: ${({ theme }) => theme.colours.muted};
  }
`;

export const NO_CONTENT = 'There are no records to display.';

function ItemLink({ item }: { item: Partial<ContentItem> }) {
  return (
    <li>
      <Link to={`/content/${item.id}/view`}>{item.title}</Link>
      <span>{item.type}</span>
    </li>
  );
}

/** /content: the content library (each item opens in its read view), grouped under its top-level categories (spec 1 Content screens). */
export function ContentMenuScreen() {
  const navigate = useNavigate();
  const access = useAdminAccess();
  const { data, error } = useContentItems();
  const groups = data ? groupByTopCategory(data.data) : [];

  return (
    <Page>
      <PageHeader
        title="Content"
        actions={
          access.can('manageContent') && (
            <Button onClick={() => navigate('/content/new/edit')}>Add Content</Button>
          )
        }
      />
      {error ? (
        <Card>
          <LoadError error={error} />
        </Card>
      ) : !data ? (
        <Card>
          <Spinner label="Loading content..." />
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState message={NO_CONTENT} />
        </Card>
      ) : (
        <Stack>
          {groups.map((group) => (
            <Card
              key={group.category?.id ?? 'none'}
              aria-label={group.category?.title ?? 'Not in a category'}
              title={
                group.category ? (
                  <Link to={`/content/${group.category.id}/view`}>{group.category.title}</Link>
                ) : (
                  'Not in a category'
                )
              }
            >
              {group.items.length === 0 ? (
                <p>Nothing in this category yet.</p>
              ) : (
                <Items>
                  {group.items.map((item) => (
                    <ItemLink key={item.id} item={item} />
                  ))}
                </Items>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Page>
  );
}
