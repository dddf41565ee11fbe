import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'shared-ui';
import { OrgScoped } from './components/OrgScoped';
import { DraftsScreen } from './screens/Drafts/DraftsScreen';
import { PlansScreen } from './screens/Plans/PlansScreen';
import { PlanViewScreen } from './screens/PlanView/PlanViewScreen';
import { PlanWizardScreen } from './screens/PlanWizard/PlanWizardScreen';

/** Every screen of this remote, by the route the shell's route table gives it (spec 3 §2.1). */
export function SmartPlansRoutes() {
  return (
    <Routes>
      <Route
        path="/behaviour/drafts"
        element={
          <OrgScoped>
            <DraftsScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/behaviour/:userid/edit"
        element={
          <OrgScoped>
            <PlanWizardScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/behaviour/:userid/plan/:planId"
        element={
          <OrgScoped>
            <PlanViewScreen />
          </OrgScoped>
        }
      />
      <Route
        path="/plans"
        element={
          <OrgScoped>
            <PlansScreen />
          </OrgScoped>
        }
      />
      <Route path="*" element={<AreaNotFound area="mf-smartplans" />} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function SmartPlansApp() {
  return (
    <BrowserRouter>
      <SmartPlansRoutes />
    </BrowserRouter>
  );
}
