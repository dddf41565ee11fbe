// Owned by a helper: replaced by the real screen.
export function IncidentSearchScreen(props: { mode: 'own' | 'global' | 'cpoms' }) {
  void props;
  return null;
}
