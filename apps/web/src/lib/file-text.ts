/**
 * A picked file's text, read as UTF-8 (a leading byte-order mark dropped): what the seller's CSV
 * import and the buyer's quick order read. FileReader rather than Blob.text(), which older mobile
 * browsers (and jsdom, under the tests) lack.
 */
export function fileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}
