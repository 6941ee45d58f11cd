import { useEffect, useState } from 'react';

/**
 * A blob URL for previewing `file`, revoked when the file changes or the component unmounts so a
 * form where the user tries several images does not keep every one of them in memory.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and very old browsers have no createObjectURL: the component then shows the name only.
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
