import { BulkUploadScreen } from './BulkUploadScreen';

export function StaffUploadScreen() {
  return (
    <BulkUploadScreen
      kind="users"
      title="Bulk Upload Users"
      templateHref="/bulk-import-template-user.csv"
      listHref="/users"
    />
  );
}
