import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'shared-ui';
import { CompletionScreen } from './screens/Completion/CompletionScreen';
import { DraftsScreen } from './screens/Drafts/DraftsScreen';
import { IncidentReportWizardScreen } from './screens/IncidentWizard/IncidentReportWizardScreen';
import { IncidentSearchScreen } from './screens/IncidentSearch/IncidentSearchScreen';
import { LogScreen } from './screens/Log/LogScreen';
import { PdfViewerScreen } from './screens/PdfViewer/PdfViewerScreen';
import { PhysicalInterventionWizardScreen } from './screens/IncidentWizard/PhysicalInterventionWizardScreen';
import { RecordScreen } from './screens/Record/RecordScreen';
import { RestraintOversightScreen } from './screens/RestraintOversight/RestraintOversightScreen';
import { RestraintRecordScreen } from './screens/RestraintRecord/RestraintRecordScreen';
import { OrgScoped } from './components/OrgScoped';

/** Every screen of this remote, by the route the shell's route table gives it (spec 3 §2.1). */
export function IncidentsRoutes() {
  return (
    <Routes>
      <Route
        path="/record"
        element={
          <OrgScoped>
            <RecordScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/log/:userid/edit/:formId?"
        element={
          <OrgScoped>
            <LogScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/incident/search"
        element={
          <OrgScoped>
            <IncidentSearchScreen mode="own" />
          </OrgScoped>
        }
      />
      <Route
        path="/incident/search/global"
        element={
          <OrgScoped>
            <IncidentSearchScreen mode="global" />
          </OrgScoped>
        }
      />
      <Route
        path="/incident/cpoms"
        element={
          <OrgScoped>
            <IncidentSearchScreen mode="cpoms" />
          </OrgScoped>
        }
      />
      <Route
        path="/incident/drafts"
        element={
          <OrgScoped>
            <DraftsScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/incident/:userid/completion"
        element={
          <OrgScoped>
            <CompletionScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/pdfviewer"
        element={
          <OrgScoped>
            <PdfViewerScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/restraint/oversight"
        element={
          <OrgScoped>
            <RestraintOversightScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/restraint/:reference"
        element={
          <OrgScoped>
            <RestraintRecordScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/incident/high-level/:userid/edit/:formId?"
        element={<PhysicalInterventionWizardScreen />}
      />
      <Route path="/incident/:userid/edit/:formId?" element={<IncidentReportWizardScreen />} />
      <Route path="*" element={<AreaNotFound area="mf-incidents" />} />
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
