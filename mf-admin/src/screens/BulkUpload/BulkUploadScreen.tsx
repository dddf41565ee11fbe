import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button, Card, PageHeader, ProgressBar, toast } from 'shared-ui';
import { PageContainer, Toolbar } from '../../components/PageContainer';
import type { ImportKind, RowResult } from '../../data/imports';
import { CsvDropzone } from './CsvDropzone';
import { runImport } from './runImport';

export const PROGRESS_WARNING =
  'Uploading data... Please wait and do not refresh the screen, this can take up to 5 minutes.';
export const ALL_ADDED = 'All users added';

const Warning = styled.p`
  background: ${({ theme }) => theme.colours.warningBackground};
  color: ${({ theme }) => theme.colours.warning};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
`;

const Results = styled.ul`
  list-style: none;
  padding: 0;
  max-height: 320px;
  overflow-y: auto;
  li[data-ok='false'] {
    color: ${({ theme }) => theme.colours.danger};
  }
`;

export interface BulkUploadScreenProps {
  kind: ImportKind;
  title: string;
  templateHref: string;
  /** Where Back and the final success go. */
  listHref: string;
}

async function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Spec 3 §2.11: four steps, a CSV dropped, validated, then imported row group by row group. */
export function BulkUploadScreen({ kind, title, templateHref, listHref }: BulkUploadScreenProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ step: number; steps: number } | null>(null);
  const [results, setResults] = useState<RowResult[]>([]);

  const save = async () => {
    if (!file) return;
    setRunning(true);
    setResults([]);
    setProgress(null);
    try {
      const csv = await readText(file);
      const outcome = await runImport(kind, csv, {
        error: (message) => toast.error(message),
        warning: (message) => toast.warning(message),
        started: (steps) => setProgress({ step: -1, steps }),
        progress: (step, rows) => {
          setProgress((current) => ({ step, steps: current?.steps ?? step + 1 }));
          setResults((before) => [...before, ...rows]);
        },
      });
      if (outcome.kind === 'done' && outcome.allAdded) {
        toast.success(ALL_ADDED);
        navigate(listHref);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The file could not be read');
    } finally {
      setRunning(false);
      // People were added: every list of people the screens hold (directory, staff) is stale now.
      void mutate((key) => Array.isArray(key) && key[0] === 'api' && key[1] === '/api/user');
    }
  };

  const added = results.filter((r) => r.ok).length;
  // Refused rows first: they are what the user has to act on.
  const listed = [...results.filter((r) => !r.ok), ...results.filter((r) => r.ok)];
  return (
    <PageContainer>
      <PageHeader
        title={title}
        actions={
          <Button variant="secondary" onClick={() => navigate(listHref)} disabled={running}>
            Back
          </Button>
        }
      />
      <Card title="How to upload">
        <ol>
          <li>
            Download the template:{' '}
            <a href={templateHref} download>
              Download template
            </a>
          </li>
          <li>Fill in the template, one row per person.</li>
          <li>Save the file as CSV.</li>
          <li>Drag and drop the CSV file below and press Save.</li>
        </ol>
        <CsvDropzone
          file={file}
          disabled={running}
          onFile={setFile}
          onRejected={(message) => toast.error(message)}
        />
        <Toolbar>
          <Button onClick={() => void save()} disabled={!file || running}>
            Save
          </Button>
        </Toolbar>
        {progress && (
          <div>
            {running && <Warning role="status">{PROGRESS_WARNING}</Warning>}
            <ProgressBar label="Upload progress" step={progress.step} steps={progress.steps} />
          </div>
        )}
        {results.length > 0 && (
          <section aria-label="Upload results">
            <p>
              {added} of {results.length} rows added
            </p>
            <Results>
              {listed.map((r) => (
                <li key={r.row} data-ok={r.ok}>
                  Row {r.row}: {r.ok ? 'added' : (r.error ?? 'not added')}
                </li>
              ))}
            </Results>
          </section>
        )}
      </Card>
    </PageContainer>
  );
}
