import { useEffect, useState } from 'react';

/** `'sha256-…'` of `text` (the snippet's `<style>` element, for `style-src`). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/** The `style-src` hash of the snippet's `<style>` text; `undefined` with no style (or no Web Crypto). */
export function useStyleHash(style: string): string | undefined {
  const [hash, setHash] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    if (!style) setHash(undefined);
    else
      void sha256(style).then(
        (value) => current && setHash(value),
        () => current && setHash(undefined),
      );
    return () => {
      current = false;
    };
  }, [style]);
  return hash;
}
