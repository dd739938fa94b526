import { Link } from 'react-router';
import type { RenderLink } from '../../ui-kit/index.ts';

/** The kit renders links through this, so it stays free of the router (docs/architecture.md). */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
