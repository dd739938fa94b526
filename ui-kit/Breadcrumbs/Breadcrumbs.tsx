import { Icon } from '../Icon/index.ts';
import { defaultRenderLink, type RenderLink } from '../RenderLink/index.ts';
import { BreadcrumbItem, BreadcrumbList, BreadcrumbsNav } from './Breadcrumbs.styles.ts';

export interface Breadcrumb {
  label: string;
  /** Where the entry links to; the last entry (the current page) is never a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Trail from the top level to the current page. */
  items: readonly Breadcrumb[];
  /** Renders each link (the app passes its router Link); a plain <a> by default. */
  renderLink?: RenderLink;
}

/**
 * Where the page sits (docs/product.md#signed-in-area): every entry but the last is a link, the last is the current page.
 * Hidden below 768 px, where the header has no room for it.
 */
export function Breadcrumbs({ items, renderLink = defaultRenderLink }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <BreadcrumbsNav aria-label="Breadcrumb" data-breadcrumbs>
      <BreadcrumbList>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <BreadcrumbItem key={`${index}-${item.label}`}>
              {index > 0 ? <Icon name="chevron-right" size="sm" /> : null}
              {isLast || item.href === undefined ? (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              ) : (
                renderLink({ href: item.href, children: item.label, 'data-breadcrumb-link': true })
              )}
            </BreadcrumbItem>
          );
        })}
      </BreadcrumbList>
    </BreadcrumbsNav>
  );
}
