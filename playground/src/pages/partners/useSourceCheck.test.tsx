import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkSource, type SourceCheck } from './sourceCheck';
import { useSourceCheck } from './useSourceCheck';

vi.mock('./sourceCheck', () => ({ checkSource: vi.fn() }));

const answers: Record<string, (check: SourceCheck) => void> = {};
vi.mocked(checkSource).mockImplementation(
  (address) => new Promise((resolve) => (answers[address || 'sample'] = resolve)),
);
const settings = (dataSource: string) => ({
  dataSource,
  widget: 'carousel' as const,
  category: '',
});
const ok = (address: string): SourceCheck => ({
  kind: 'ok',
  address,
  shows: '3 brands',
  imageOrigins: [],
});

describe('useSourceCheck', () => {
  it('checks nothing before the address is read', () => {
    const { result } = renderHook(() => useSourceCheck(settings(''), false));
    expect(result.current).toBeNull();
    expect(checkSource).not.toHaveBeenCalled();
  });

  it('says it is reading, then what the widget would show; an answer for an older source is dropped', async () => {
    const { result, rerender } = renderHook(
      ({ source }) => useSourceCheck(settings(source), true),
      {
        initialProps: { source: 'https://a.example/api' },
      },
    );
    expect(result.current).toEqual({ kind: 'checking', address: 'https://a.example/api' });
    rerender({ source: '' });
    expect(result.current).toEqual({ kind: 'checking', address: 'sample' });
    answers['https://a.example/api']?.(ok('https://a.example/api'));
    answers.sample?.(ok('sample'));
    await waitFor(() => expect(result.current).toEqual(ok('sample')));
  });
});
