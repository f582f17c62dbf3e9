import type { DownloadedFile } from './api/client.ts';

/** Hands a downloaded file to the browser's save dialog under its server-given name. */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL over; release it once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
