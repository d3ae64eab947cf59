/** Hands a downloaded file to the browser's own download handling under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; revoking later keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
