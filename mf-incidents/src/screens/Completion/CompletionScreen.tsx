// Owned by a helper: replaced by the real screen.
export function CompletionScreen() {
  return null;
}
