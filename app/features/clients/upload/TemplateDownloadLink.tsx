import { useCallback } from 'react';
import { CLIENT_UPLOAD_TEMPLATE_CSV } from '../../../../contract/clientUpload.ts';
import { Button } from '../../../../ui-kit/index.ts';

export const TEMPLATE_FILE_NAME = 'clients-and-venues-template.csv';

/**
 * Downloads the template of contract/clientUpload.ts, made in the browser as a Blob: no server
 * round trip, and the file always has the columns the server reads. The object URL lives as long
 * as the link (the ref callback's cleanup revokes it).
 */
export function TemplateDownloadLink() {
  const attach = useCallback((anchor: HTMLAnchorElement | null) => {
    if (!anchor) return undefined;
    const url = URL.createObjectURL(new Blob([CLIENT_UPLOAD_TEMPLATE_CSV], { type: 'text/csv' }));
    anchor.href = url;
    return () => URL.revokeObjectURL(url);
  }, []);
  return (
    <Button as="a" ref={attach} download={TEMPLATE_FILE_NAME} variant="link" size="sm">
      Download CSV template
    </Button>
  );
}
