import { useDropzone, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';
import { Button } from 'shared-ui';

export const WRONG_FILE_TEXT = 'Please choose a single .csv file';

const Zone = styled.div<{ $active: boolean }>`
  border: 2px dashed
    ${({ theme, $active }) => ($active ? theme.colours.orange : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.white};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  margin: ${({ theme }) => theme.space(4)} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export interface CsvDropzoneProps {
  file: File | null;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRejected: (message: string) => void;
}

/** Drag and drop of one .csv file, with a 'Choose file' button for keyboards and touch. */
export function CsvDropzone({ file, disabled, onFile, onRejected }: CsvDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const first = accepted[0];
      if (rejected.length > 0 || !first || !first.name.toLowerCase().endsWith('.csv')) {
        onRejected(WRONG_FILE_TEXT);
        return;
      }
      onFile(first);
    },
  });
  return (
    <Zone {...getRootProps()} $active={isDragActive} data-testid="csv-dropzone">
      <input {...getInputProps()} aria-label="CSV file" />
      <p>{isDragActive ? 'Drop the file here' : 'Drag and drop your CSV file here'}</p>
      <Button variant="secondary" onClick={open} disabled={disabled}>
        Choose file
      </Button>
      {file && <p style={{ marginTop: '0.75rem' }}>Selected file: {file.name}</p>}
    </Zone>
  );
}
