import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from 'shared-api';
import { Card, PageHeader, Spinner } from 'shared-ui';
import { useAdminAccess } from '../../access/useAdminAccess';
import { LinkButton } from '../../components/LinkButton';
import { useContentItems, type ContentItem } from '../Content/contentApi';
import { MediaPreview } from '../ContentEdit/MediaPreview';
import { LoadError, Notice, Page, Stack } from '../SystemUsers/ui';

export const NOTHING_IN_CATEGORY = 'Nothing in this category yet.';
export const NO_FILE = 'No file has been added to this item yet.';

/** Article text as written: paragraphs kept, never interpreted as markup. */
const ArticleText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
  max-width: 70ch;
`;

const Items = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

function CategoryItems({ id, items }: { id: number; items: readonly Partial<ContentItem>[] }) {
  const inside = items
    .filter((item) => item.parent === id)
    .sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
  if (inside.length === 0) return <p>{NOTHING_IN_CATEGORY}</p>;
  return (
    <Items aria-label="In this category">
      {inside.map((item) => (
        <li key={item.id}>
          <Link to={`/content/${item.id}/view`}>{item.title}</Link> ({item.type})
        </li>
      ))}
    </Items>
  );
}

function ItemBody({ item, all }: { item: ContentItem; all: readonly Partial<ContentItem>[] }) {
  if (item.type === 'Category') return <CategoryItems id={item.id} items={all} />;
  if (item.type === 'Article') return <ArticleText>{item.body}</ArticleText>;
  if (!item.fileUrl) return <Notice>{NO_FILE}</Notice>;
  return <MediaPreview fileUrl={item.fileUrl} type={item.type} title={item.title} />;
}

/** /content/{contentid}/view: an item as its readers see it (article text, media, a category's items). */
export function ContentViewScreen() {
  const { contentid } = useParams();
  const id = Number(contentid);
  const valid = Number.isInteger(id) && id > 0;
  const access = useAdminAccess();
  const current = useApi(valid ? `/api/content/${id}` : null);
  const list = useContentItems();
  const item = current.data?.data;
  const parent = item?.parent != null ? list.data?.data.find((c) => c.id === item.parent) : null;

  const crumbs = [{ label: 'Content', to: '/content' }];
  if (parent?.id !== undefined) {
    crumbs.push({ label: parent.title ?? 'Category', to: `/content/${parent.id}/view` });
  }

  return (
    <Page>
      <PageHeader
        title={item?.title ?? 'Content'}
        breadcrumbs={[...crumbs, { label: item?.title ?? 'Content' }]}
        actions={
          item &&
          access.can('manageContent') && (
            <LinkButton variant="secondary" to={`/content/${item.id}/edit`}>
              Edit
            </LinkButton>
          )
        }
      />
      <Stack>
        <Card title={item?.type}>
          {!valid ? (
            <Notice role="alert">Content not found</Notice>
          ) : current.error ? (
            <LoadError error={current.error} />
          ) : !item || !list.data ? (
            <Spinner label="Loading content..." />
          ) : (
            <ItemBody item={item} all={list.data.data} />
          )}
        </Card>
      </Stack>
    </Page>
  );
}
