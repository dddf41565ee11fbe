import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'shared-ui';
import { LeadsOnly } from './components/LeadsOnly';
import { REPORT_KINDS } from './data/reportKinds';
import { ReportResultScreen } from './screens/ReportResult/ReportResultScreen';
import { ReportsScreen } from './screens/Reports/ReportsScreen';
import { ReportSearchScreen } from './screens/ReportSearch/ReportSearchScreen';

// The screens of this remote, under the paths the registry (shared-api/src/remotes/registry.ts)
// gives it. Every one is for safeguarding leads only (LeadsOnly). Paths owned by other areas
// render nothing here.
export function ReportsRoutes() {
  return (
    <Routes>
      <Route
        path="/reports"
        element={
          <LeadsOnly>
            <ReportsScreen />
          </LeadsOnly>
        }
      />
      {REPORT_KINDS.map((report) => (
        <Route
          key={report.searchPath}
          path={report.searchPath}
          element={
            <LeadsOnly pilExtras={report.pilExtras}>
              <ReportSearchScreen kind={report.kind} />
            </LeadsOnly>
          }
        />
      ))}
      {REPORT_KINDS.map((report) => (
        <Route
          key={report.resultPath}
          path={report.resultPath}
          element={
            <LeadsOnly pilExtras={report.pilExtras}>
              <ReportResultScreen kind={report.kind} />
            </LeadsOnly>
          }
        />
      ))}
      <Route path="*" element={<AreaNotFound area="mf-reports" />} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function ReportsApp() {
  return (
    <BrowserRouter>
      <ReportsRoutes />
    </BrowserRouter>
  );
}
