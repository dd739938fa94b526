import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter /link adds to a venue's address so its page opens the link dialog with the code. */
export const LINK_CODE_PARAM = 'linkCode';

/**
 * From /link?code=…: the link dialog opens with this code. It is read once and taken out of the
 * address (replacing the history entry), so a reload or a shared link does not offer a code that
 * has since been used.
 */
export function useLinkCodeOnce(): string | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkCode] = useState(() => searchParams.get(LINK_CODE_PARAM) ?? undefined);
  useEffect(() => {
    if (!searchParams.has(LINK_CODE_PARAM)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINK_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  return linkCode;
}
