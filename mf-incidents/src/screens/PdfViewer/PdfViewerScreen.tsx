// Owned by a helper: replaced by the real screen.
export function PdfViewerScreen() {
  return null;
}
