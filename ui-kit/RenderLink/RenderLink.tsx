import type { AnchorHTMLAttributes, ReactElement, ReactNode } from 'react';

/**
 * The kit renders links through a function the app passes in, so the app can use its router's Link
 * while the kit stays router-free. Example with react-router:
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
 * (A type alias, not an interface, so it is assignable to `Record<string, unknown>`.)
 */
export type LinkRenderProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  href: string;
  children: ReactNode;
  ref?: (node: HTMLAnchorElement | null) => void;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
};

export type RenderLink = (props: LinkRenderProps) => ReactElement;

/** A plain anchor, used when the app passes no renderLink (and in stories). */
export const defaultRenderLink: RenderLink = (props) => <a {...props} />;

/**
 * A stable component that turns a renderLink into something styled-components can render with
 * `as`, so a Button can look like a button and still be the app's Link.
 */
export function RenderedLink({ renderLink, ...props }: LinkRenderProps & { renderLink: RenderLink }) {
  return renderLink(props);
}
