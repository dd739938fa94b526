import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  CardActionsRoot,
  CardContentRoot,
  CardDescriptionRoot,
  CardFooterRoot,
  CardHeaderRoot,
  CardHeading,
  CardRoot,
  CardTitleRoot,
} from './Card.styles.ts';

/** A bordered surface that groups related content: a header, content and an optional footer. */
export function Card(props: ComponentPropsWithRef<'div'>) {
  return <CardRoot data-card {...props} />;
}

export interface CardHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Card title (rendered as CardTitle); or compose CardTitle and CardDescription as children. */
  title?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons aligned to the right of the title. */
  actions?: ReactNode;
}

/** Title, description and actions in one row. */
export function CardHeader({ title, description, actions, children, ...props }: CardHeaderProps) {
  return (
    <CardHeaderRoot {...props}>
      <CardHeading>
        {title ? <CardTitle>{title}</CardTitle> : null}
        {description ? <CardDescription>{description}</CardDescription> : null}
        {children}
      </CardHeading>
      {actions ? <CardActions>{actions}</CardActions> : null}
    </CardHeaderRoot>
  );
}

/** Heading level of a card title; h2 under a page's h1 by default. */
export type CardTitleLevel = 'h2' | 'h3' | 'h4';

export interface CardTitleProps extends ComponentPropsWithRef<'h2'> {
  /** Heading element; defaults to h2. */
  level?: CardTitleLevel;
}

export function CardTitle({ level = 'h2', ...props }: CardTitleProps) {
  return <CardTitleRoot as={level} {...props} />;
}

export function CardDescription(props: ComponentPropsWithRef<'p'>) {
  return <CardDescriptionRoot {...props} />;
}

export function CardActions(props: ComponentPropsWithRef<'div'>) {
  return <CardActionsRoot {...props} />;
}

export function CardContent(props: ComponentPropsWithRef<'div'>) {
  return <CardContentRoot {...props} />;
}

export function CardFooter(props: ComponentPropsWithRef<'div'>) {
  return <CardFooterRoot {...props} />;
}
