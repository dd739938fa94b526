import { Button } from '../Button/index.ts';
import { homeDrawing, IconSvg } from '../Icon/index.ts';
import { defaultRenderLink, RenderedLink, type RenderLink } from '../RenderLink/index.ts';
import { StatusPanel } from '../StatusPanel/index.ts';

export interface NotFoundProps {
  /** Renders the home link (the app passes its router Link); a plain <a> by default. */
  renderLink?: RenderLink;
  /** Where the home link goes. */
  homeHref?: string;
}

/** The router's not-found view (docs/product.md#messages): "Not Found" and a way home. */
export function NotFound({ renderLink = defaultRenderLink, homeHref = '/' }: NotFoundProps) {
  return (
    <StatusPanel
      eyebrow="404"
      title="Not Found"
      description="The page you are looking for does not exist or has been moved."
      actions={
        <Button as={RenderedLink} renderLink={renderLink} href={homeHref} variant="outline">
          <IconSvg name="home" drawing={homeDrawing} />
          Go home
        </Button>
      }
    />
  );
}
