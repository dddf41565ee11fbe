import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * pdfmake on the server with the standard 14 PDF fonts (no font files), and no access to URLs or
 * local files: documents are built only from our own data, so an image or font reference smuggled
 * into a document can never make the server fetch or read anything.
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONT_NAMES = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
// pdfkit names the built-in fonts like files; those names are the only "files" allowed.
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));

export const PDF_MIME_TYPE = 'application/pdf';

/** Renders a document definition (default font Helvetica) to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    ...doc,
    defaultStyle: { font: 'Helvetica', ...doc.defaultStyle },
  };
  return pdfmake.createPdf(definition).getBuffer();
}
