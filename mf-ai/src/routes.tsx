import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'shared-ui';
import { AiGate } from './components/AiGate';
import { AiAlphaScreen } from './screens/AiAlpha/AiAlphaScreen';
import { HomeScreen } from './screens/Home/HomeScreen';
import { IncidentInsightsScreen } from './screens/IncidentInsights/IncidentInsightsScreen';
import { IncidentSupportScreen } from './screens/IncidentSupport/IncidentSupportScreen';
import { ServiceInsightsScreen } from './screens/ServiceInsights/ServiceInsightsScreen';
import { ServiceUserInsightsScreen } from './screens/ServiceUserInsights/ServiceUserInsightsScreen';

const gated = (screen: ReactNode) => <AiGate>{screen}</AiGate>;

// The screens of this remote, under the paths the registry (shared-api/src/remotes/registry.ts)
// gives it. An unknown path of its own shows the 404; paths owned by other areas render nothing
// here. Every screen needs the AI terms.
export function AiRoutes() {
  return (
    <Routes>
      <Route path="/ai/insights" element={gated(<HomeScreen />)} />
      <Route path="/ai/insights/incident" element={gated(<IncidentInsightsScreen />)} />
      <Route path="/ai/insights/serviceuser" element={gated(<ServiceUserInsightsScreen />)} />
      <Route
        path="/ai/insights/serviceuser/:userid"
        element={gated(<ServiceUserInsightsScreen />)}
      />
      <Route path="/ai/insights/service" element={gated(<ServiceInsightsScreen />)} />
      <Route path="/incident/ai" element={gated(<AiAlphaScreen />)} />
      {/* README: /incident/aisupport is the incident picker for AI support, i.e. Incident Insights. */}
      <Route
        path="/incident/aisupport"
        element={gated(<Navigate to="/ai/insights/incident" replace />)}
      />
      <Route path="/incident/:userid/ai/:formId" element={gated(<IncidentSupportScreen />)} />
      <Route path="*" element={<AreaNotFound area="mf-ai" />} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function AiApp() {
  return (
    <BrowserRouter>
      <AiRoutes />
    </BrowserRouter>
  );
}
