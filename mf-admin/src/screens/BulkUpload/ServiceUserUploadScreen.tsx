import { useTerms } from 'shared-api';
import { BulkUploadScreen } from './BulkUploadScreen';

export function ServiceUserUploadScreen() {
  const terms = useTerms();
  return (
    <BulkUploadScreen
      kind="serviceusers"
      title={`Bulk Upload ${terms.ServiceUsers}`}
      templateHref="/bulk-import-template-serviceuser.csv"
      listHref="/serviceusers"
    />
  );
}
