import { BrowserRouter, Route, Routes } from 'react-router-dom';

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="*" element={null} />
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
