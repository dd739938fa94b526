export { Card, CardActions, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';
export type { CardHeaderProps, CardTitleLevel, CardTitleProps } from './Card.tsx';
