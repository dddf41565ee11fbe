import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageHeader, Spinner } from 'shared-ui';
import { fetchApiBlob, isApiPath, PDF_FETCH_ERROR } from '../../data/files';
import { useBack } from '../../components/useBack';
import { SharedLinksPanel } from './SharedLinksPanel';

const Frame = styled.iframe`
  width: 100%;
  height: 700px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.white};
`;

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** /pdfviewer?url=/api/file/{id}: the PDF fetched with the session's token, shown inline. */
export function PdfViewerScreen() {
  const [params] = useSearchParams();
  const back = useBack();
  const url = params.get('url');
  const allowed = isApiPath(url);
  // A stored file (incident or plan PDF, parent letter) may have been shared by link.
  const fileId = allowed ? Number(/^\/api\/file\/(\d+)$/.exec(url ?? '')?.[1] ?? 0) : 0;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed) {
      console.error(PDF_FETCH_ERROR, 'only documents of this portal can be shown');
      return;
    }
    const controller = new AbortController();
    let created: string | null = null;
    setFailed(false);
    setObjectUrl(null);
    fetchApiBlob(url, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setObjectUrl(created);
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        // Spec 2 §2.6: the failure is only logged.
        console.error(PDF_FETCH_ERROR, error);
        setFailed(true);
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, allowed]);

  return (
    <>
      <PageHeader title="PDF Viewer" />
      <Bar>
        <Button type="button" variant="secondary" onClick={back}>
          Back
        </Button>
      </Bar>
      {!allowed || failed ? null : objectUrl ? (
        <Frame title="PDF document" src={objectUrl} />
      ) : (
        <Spinner label="Loading document" />
      )}
      {fileId > 0 && <SharedLinksPanel fileId={fileId} />}
    </>
  );
}
