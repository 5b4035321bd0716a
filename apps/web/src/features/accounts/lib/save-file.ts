/**
 * Hands `text` to the browser as a download named `fileName`: a Blob behind a temporary link that
 * is clicked once and then let go (the object URL is revoked on the next tick, after the browser
 * has started the download).
 */
export function saveTextFile(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
