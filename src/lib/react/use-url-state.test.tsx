import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { patchSearch, readPage, useUrlState } from './use-url-state';

function setup(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  return { location, ...renderHook(() => useUrlState(), { wrapper }) };
}

describe('patchSearch', () => {
  it('sets, replaces and removes parameters, keeping the others', () => {
    expect(patchSearch('q=ana&page=3', { page: 1, estado: 'activo' })).toBe(
      'q=ana&page=1&estado=activo',
    );
    expect(patchSearch('q=ana&page=3', { q: '', page: null })).toBe('');
    expect(patchSearch('', { q: 'Peñalolén' })).toBe('q=Pe%C3%B1alol%C3%A9n');
  });
});

describe('readPage', () => {
  it('accepts positive integers only', () => {
    expect(readPage('4')).toBe(4);
    expect(readPage(undefined)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('abc')).toBe(1);
  });
});

describe('useUrlState', () => {
  it('reads the search parameters of the current URL', () => {
    const { result } = setup('/users?q=rojas&page=2');
    expect(result.current[0]).toEqual({ q: 'rojas', page: '2' });
  });

  it('pushes a new history entry with the patch applied, or replaces it', () => {
    const { result, location } = setup('/users?q=rojas&page=2');
    act(() => result.current[1]({ page: 3 }));
    expect(result.current[0]).toEqual({ q: 'rojas', page: '3' });
    act(() => result.current[1]({ q: null, page: null }, { replace: true }));
    expect(result.current[0]).toEqual({});
    expect(location.history).toEqual(['/users?q=rojas&page=2', '/users']);
  });

  it('applies two patches made in a row without losing the first', () => {
    const { result } = setup('/users');
    const setParams = result.current[1];
    act(() => {
      setParams({ q: 'soto' });
      setParams({ page: 2 });
    });
    expect(result.current[0]).toEqual({ q: 'soto', page: '2' });
  });

  it('does not navigate when nothing changes', () => {
    const { result, location } = setup('/users?page=2');
    act(() => result.current[1]({ page: '2', q: '' }));
    expect(location.history).toEqual(['/users?page=2']);
  });
});
