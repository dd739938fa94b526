export { Alert, FormError } from './Alert.tsx';
export type { AlertProps, AlertVariant, FormErrorProps } from './Alert.tsx';
