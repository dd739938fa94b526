import { useEffect } from 'react';
import { useToast } from './ToastProvider.tsx';

/** Shows a destructive toast once each time `error` becomes set (a failed load, docs/product.md#messages). */
export function useErrorToast(error: unknown, title: string): void {
  const showToast = useToast();
  useEffect(() => {
    if (error) showToast({ title, variant: 'destructive' });
  }, [error, title, showToast]);
}
