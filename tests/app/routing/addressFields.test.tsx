import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressFields } from '../../../app/routing/useAddressFields.ts';

const KEYS = ['clientId', 'venueId', 'from'] as const;

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterProvider router={createMemoryRouter([{ path: '/activity', element: children }], { initialEntries: [address] })} />
  );
  return renderHook(
    () => {
      const [fields, setFields] = useAddressFields(KEYS);
      return { fields, setFields, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('filters kept in the address (reports, activity)', () => {
  it('reads the named parameters, and only those', () => {
    const { result } = renderAt('/activity?clientId=c1&from=2026-01-02&entityId=a1');
    expect(result.current.fields).toEqual({ clientId: 'c1', from: '2026-01-02' });
  });

  it('writes the filled fields in their order and keeps the parameters it does not name', () => {
    const { result } = renderAt('/activity?entityId=a1,a2&clientId=c1');
    act(() => result.current.setFields({ from: '2026-01-02', venueId: '', clientId: 'c2' }));
    expect(result.current.search).toBe('?clientId=c2&from=2026-01-02&entityId=a1%2Ca2');
    expect(result.current.fields).toEqual({ clientId: 'c2', from: '2026-01-02' });
  });
});
