import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'shared-ui';
import { ActivateInvitationScreen } from './screens/ActivateInvitation/ActivateInvitationScreen';
import { LoginScreen } from './screens/Login/LoginScreen';
import { LogoutScreen } from './screens/Logout/LogoutScreen';
import { MyLoginScreen } from './screens/MyLogin/MyLoginScreen';
import { PrivacyScreen } from './screens/Privacy/PrivacyScreen';
import { ResetPasswordScreen } from './screens/ResetPassword/ResetPasswordScreen';
import { SharedDocumentScreen } from './screens/SharedDocument/SharedDocumentScreen';
import { TermsScreen } from './screens/Terms/TermsScreen';

export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="/mylogin" element={<MyLoginScreen />} />
      <Route path="/logout" element={<LogoutScreen />} />
      <Route path="/reset-password" element={<ResetPasswordScreen />} />
      <Route path="/user/activate" element={<ActivateInvitationScreen />} />
      <Route path="/privacy" element={<PrivacyScreen />} />
      <Route path="/tandc" element={<TermsScreen />} />
      <Route path="/shared" element={<SharedDocumentScreen />} />
      <Route path="*" element={<AreaNotFound area="mf-auth" />} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function AuthApp() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
