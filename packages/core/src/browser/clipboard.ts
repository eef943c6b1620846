/** Copies text; rejects with a person-readable message when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // fall through to the message below
  }
  throw new Error('Could not copy to the clipboard. Please copy the text by hand.');
}
