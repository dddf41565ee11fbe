// Owned by a helper: replaced by the real screen.
export function ContentMenuScreen() {
  return null;
}
