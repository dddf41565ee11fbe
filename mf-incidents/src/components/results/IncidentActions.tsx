import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  confirmDialog,
  EditIcon,
  IconButton,
  IconLink,
  toast,
  TrashIcon,
  ViewIcon,
} from 'shared-ui';
import type { IncidentRow } from '../../data/search';
import { updateSubmission } from '../../data/submissions';
import { DownloadIcon } from '../icons';
import { downloadApiFile } from './downloadPdf';
import { incidentEditPath, incidentNumber, pdfViewerPath } from './incidentLinks';
import { errorMessage } from '../../data/errors';

const Row = styled.div`
  display: inline-flex;
  gap: 2px;
`;

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this?';

/** Archives an incident after the confirmation; true when it was archived. */
export async function archiveIncident(id: number): Promise<boolean> {
  if (!(await confirmDialog(DELETE_CONFIRMATION))) return false;
  try {
    await updateSubmission(id, { status: 'Archived' });
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

export function IncidentActions({
  row,
  canDelete,
  showEdit = true,
  onDeleted,
}: {
  row: IncidentRow;
  canDelete: boolean;
  showEdit?: boolean;
  onDeleted: () => void;
}) {
  const navigate = useNavigate();
  const number = incidentNumber(row.reference);
  return (
    <Row>
      {showEdit && row.type !== 'smartplan' && (
        <IconLink label={`Edit ${number}`} to={incidentEditPath(row)}>
          <EditIcon />
        </IconLink>
      )}
      {row.pdfUrl && (
        <>
          <IconButton
            label={`Download PDF of ${number}`}
            onClick={() => void downloadApiFile(row.pdfUrl!, `${number}.pdf`)}
          >
            <DownloadIcon />
          </IconButton>
          <IconButton
            label={`View PDF of ${number}`}
            onClick={() => navigate(pdfViewerPath(row.pdfUrl!))}
          >
            <ViewIcon />
          </IconButton>
        </>
      )}
      {canDelete && (
        <IconButton
          label={`Delete ${number}`}
          onClick={() => void archiveIncident(row.id).then((done) => done && onDeleted())}
        >
          <TrashIcon />
        </IconButton>
      )}
    </Row>
  );
}
