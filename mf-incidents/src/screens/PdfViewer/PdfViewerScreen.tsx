import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageHeader, Spinner } from 'shared-ui';
import { fetchApiBlob, isApiPath, PDF_FETCH_ERROR } from '../../data/files';
import { useBack } from '../../components/useBack';
import { SharedLinksPanel } from './SharedLinksPanel';

// The frame's 700 px are held while the document loads, so what is below it (the shared links
// and their Revoke buttons) does not jump down under the pointer when the PDF arrives.
const FrameBox = styled.div`
  min-height: 700px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.white};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 700px;
  border: 0;
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
      {!allowed || failed ? null : (
        <FrameBox data-testid="pdf-frame-box">
          {objectUrl ? (
            <Frame title="PDF document" src={objectUrl} />
          ) : (
            <Spinner label="Loading document" />
          )}
        </FrameBox>
      )}
      {fileId > 0 && <SharedLinksPanel fileId={fileId} />}
    </>
  );
}
