import { toast } from 'shared-ui';
import { fetchApiBlob } from '../../data/files';
import { errorMessage } from '../../data/errors';

/** Saves an API file to the user's computer under `fileName`. */
export async function downloadApiFile(url: string, fileName: string): Promise<void> {
  try {
    const blob = await fetchApiBlob(url);
    saveBlob(blob, fileName);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
