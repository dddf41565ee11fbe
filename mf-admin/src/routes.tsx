import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'shared-ui';
import { ContentEditScreen } from './screens/ContentEdit/ContentEditScreen';
import { ContentMenuScreen } from './screens/Content/ContentMenuScreen';
import { ContentViewScreen } from './screens/ContentView/ContentViewScreen';
import { DirectoryScreen } from './screens/Directory/DirectoryScreen';
import { OutboxScreen } from './screens/Outbox/OutboxScreen';
import { RoleEditScreen } from './screens/RoleEdit/RoleEditScreen';
import { RolesScreen } from './screens/Roles/RolesScreen';
import { ServiceEditScreen } from './screens/ServiceEdit/ServiceEditScreen';
import { ServiceSetupScreen } from './screens/ServiceSetup/ServiceSetupScreen';
import { ServiceUserEditScreen } from './screens/ServiceUserEdit/ServiceUserEditScreen';
import { ServiceUserProfileScreen } from './screens/ServiceUserProfile/ServiceUserProfileScreen';
import { ServiceUserUploadScreen } from './screens/BulkUpload/ServiceUserUploadScreen';
import { ServicesScreen } from './screens/Services/ServicesScreen';
import { StaffUploadScreen } from './screens/BulkUpload/StaffUploadScreen';
import { SystemUsersScreen } from './screens/SystemUsers/SystemUsersScreen';
import { UserEditScreen } from './screens/UserEdit/UserEditScreen';

/** Every screen of this remote, by the route the shell's route table gives it (spec 3 §2.1). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/serviceusers" element={<DirectoryScreen />} />
      <Route path="/serviceuser/new/upload" element={<ServiceUserUploadScreen />} />
      <Route path="/serviceuser/:userid/edit" element={<ServiceUserEditScreen />} />
      <Route path="/serviceuser/:userid/profile" element={<ServiceUserProfileScreen />} />
      <Route path="/user/new/upload" element={<StaffUploadScreen />} />
      <Route path="/users" element={<SystemUsersScreen />} />
      <Route path="/user/:userid/edit" element={<UserEditScreen />} />
      <Route path="/roles" element={<RolesScreen />} />
      <Route path="/role/:roleid/edit" element={<RoleEditScreen />} />
      <Route path="/services" element={<ServicesScreen />} />
      <Route path="/service/outbox" element={<OutboxScreen />} />
      <Route path="/service/:organisationid/edit" element={<ServiceEditScreen />} />
      <Route path="/servicesetup" element={<ServiceSetupScreen />} />
      <Route path="/content" element={<ContentMenuScreen />} />
      <Route path="/content/:contentid/edit" element={<ContentEditScreen />} />
      <Route path="/content/:contentid/view" element={<ContentViewScreen />} />
      <Route path="*" element={<AreaNotFound area="mf-admin" />} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function AdminApp() {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  );
}
