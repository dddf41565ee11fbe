import { useNavigate, useParams } from 'react-router-dom';
import { api, useApi } from 'shared-api';
import { Button, Card, confirmDialog, PageHeader, Spinner, toast } from 'shared-ui';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Withheld } from '../../components/Withheld';
import { useContentItems } from '../Content/contentApi';
import { errorText, LoadError, Page, Stack, useInvalidate } from '../SystemUsers/ui';
import { LinkButton } from '../../components/LinkButton';
import { ContentForm } from './ContentForm';
import { MediaPreview } from './MediaPreview';

export const CONTENT_DELETED = 'Content deleted';

/** /content/{contentid}/edit: 'new' adds an item, otherwise edits it and previews its media. */
export function ContentEditScreen() {
  const access = useAdminAccess();
  if (!access.can('manageContent')) {
    return (
      <Page>
        <PageHeader title="Content" breadcrumbs={[{ label: 'Content', to: '/content' }]} />
        <Card>
          <Withheld reason={access.reason('manageContent')} />
        </Card>
      </Page>
    );
  }
  return <ContentEditor />;
}

function ContentEditor() {
  const { contentid = 'new' } = useParams();
  const navigate = useNavigate();
  const isNew = contentid === 'new';
  const invalidate = useInvalidate();
  const list = useContentItems();
  const current = useApi(isNew ? null : `/api/content/${Number(contentid)}`);
  const item = current.data?.data;
  const error = list.error ?? current.error;
  const ready = list.data && (isNew || item);
  const title = isNew ? 'Add Content' : (item?.title ?? 'Edit Content');

  const remove = async () => {
    if (!item || !(await confirmDialog('Are you sure you want to delete this?'))) return;
    try {
      await api.delete(`/api/content/${item.id}`);
      await invalidate('/api/content');
      toast.success(CONTENT_DELETED);
      navigate('/content');
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  return (
    <Page>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Content', to: '/content' },
          { label: isNew ? 'Add Content' : 'Edit Content' },
        ]}
        actions={
          item && (
            <>
              <LinkButton variant="secondary" to={`/content/${item.id}/view`}>
                View
              </LinkButton>
              <Button variant="danger" onClick={() => void remove()}>
                Delete
              </Button>
            </>
          )
        }
      />
      <Stack>
        <Card>
          {error ? (
            <LoadError error={error} />
          ) : !ready ? (
            <Spinner label="Loading content..." />
          ) : (
            <ContentForm
              key={item?.id ?? 'new'}
              item={item}
              categories={list.data!.data.filter((c) => c.type === 'Category')}
            />
          )}
        </Card>
        {item?.fileUrl && (
          <Card title="Current file">
            <MediaPreview fileUrl={item.fileUrl} type={item.type} title={item.title} />
          </Card>
        )}
      </Stack>
    </Page>
  );
}
