import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import type { ContentType } from '../Content/contentApi';
import { errorText, Notice } from '../SystemUsers/ui';
import { fetchMedia } from './mediaTransfer';

const Frame = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  img,
  video {
    max-width: 100%;
    max-height: 480px;
  }
  object {
    width: 100%;
    height: 700px;
  }
`;

type State =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/** The stored file of a content item, fetched with the session and shown from a blob: URL. */
export function MediaPreview({
  fileUrl,
  type,
  title,
}: {
  fileUrl: string;
  type: ContentType;
  title: string;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setState({ status: 'loading' });
    fetchMedia(fileUrl, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', url: objectUrl });
      },
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') {
          setState({ status: 'failed', message: errorText(error) });
        }
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileUrl]);

  if (state.status === 'loading') return <Spinner label="Loading media..." />;
  if (state.status === 'failed') return <Notice role="alert">{state.message}</Notice>;
  return (
    <Frame aria-label="Media preview" role="group">
      {type === 'Image' && <img src={state.url} alt={title} />}
      {type === 'Audio' && <audio controls src={state.url} aria-label={title} />}
      {type === 'Video' && <video controls src={state.url} aria-label={title} />}
      {type === 'PDF' && (
        <object data={state.url} type="application/pdf" aria-label={title}>
          <a href={state.url} download={`${title}.pdf`}>
            Download {title}
          </a>
        </object>
      )}
    </Frame>
  );
}
