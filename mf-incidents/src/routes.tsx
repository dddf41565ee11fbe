import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CompletionScreen } from './screens/Completion/CompletionScreen';
import { DraftsScreen } from './screens/Drafts/DraftsScreen';
import { IncidentReportWizardScreen } from './screens/IncidentWizard/IncidentReportWizardScreen';
import { IncidentSearchScreen } from './screens/IncidentSearch/IncidentSearchScreen';
import { LogScreen } from './screens/Log/LogScreen';
import { PdfViewerScreen } from './screens/PdfViewer/PdfViewerScreen';
import { PhysicalInterventionWizardScreen } from './screens/IncidentWizard/PhysicalInterventionWizardScreen';
import { RecordScreen } from './screens/Record/RecordScreen';

/** Every screen of this remote, by the route the shell's route table gives it (spec 3 §2.1). */
export function IncidentsRoutes() {
  return (
    <Routes>
      <Route path="/record" element={<RecordScreen />} />
      <Route path="/log/:userid/edit/:formId?" element={<LogScreen />} />
      <Route path="/incident/search" element={<IncidentSearchScreen mode="own" />} />
      <Route path="/incident/search/global" element={<IncidentSearchScreen mode="global" />} />
      <Route path="/incident/cpoms" element={<IncidentSearchScreen mode="cpoms" />} />
      <Route path="/incident/drafts" element={<DraftsScreen />} />
      <Route path="/incident/:userid/completion" element={<CompletionScreen />} />
      <Route path="/pdfviewer" element={<PdfViewerScreen />} />
      <Route
        path="/incident/high-level/:userid/edit/:formId?"
        element={<PhysicalInterventionWizardScreen />}
      />
      <Route path="/incident/:userid/edit/:formId?" element={<IncidentReportWizardScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function IncidentsApp() {
  return (
    <BrowserRouter>
      <IncidentsRoutes />
    </BrowserRouter>
  );
}
