import { Link } from 'react-router';
import { Button } from '../../../ui-kit/index.ts';

/** The layout pages' way back to the list (docs/product.md#screens): the editor's and the read-only page's. */
export const backToAssets = (
  <Button as={Link} to="/assets" variant="outline">
    Back to Assets
  </Button>
);
