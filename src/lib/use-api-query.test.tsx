import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { TIMEOUT_MESSAGE } from './api-constants';
import { useApiQuery } from './use-api-query';

/** What axios rejects with, as api-error.ts reads it. */
const httpError = (message: string, response?: { status: number; data: unknown }) =>
  Object.assign(new Error(message), { isAxiosError: true as const, response });

const failWith = (error: Error) => () => Promise.reject(error);

describe('useApiQuery failures in Arabic', () => {
  beforeAll(async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
  });
  afterAll(() => {
    activateLanguage('en');
  });

  it("gives a timeout the page's own words, so a section showing error.message shows no English", async () => {
    const { result } = renderHook(() =>
      useApiQuery('k', failWith(httpError(TIMEOUT_MESSAGE)), 'تعذّر التحميل'),
    );
    await waitFor(() => {
      expect(result.current.error?.message).toBe('تعذّر التحميل');
    });
  });

  it("keeps the server's code and status for pages that word the code", async () => {
    const answer = { status: 403, data: { message: 'Forbidden', code: 'FORBIDDEN' } };
    const { result } = renderHook(() =>
      useApiQuery('k', failWith(httpError('Request failed', answer)), 'تعذّر التحميل'),
    );
    await waitFor(() => {
      expect(result.current.error).toMatchObject({
        message: 'تعذّر التحميل',
        status: 403,
        code: 'FORBIDDEN',
      });
    });
  });
});

describe('useApiQuery failures in English', () => {
  it("keeps the server's own words (spec section 8)", async () => {
    const answer = { status: 500, data: { message: 'Something broke', code: 'INTERNAL_ERROR' } };
    const { result } = renderHook(() =>
      useApiQuery('k', failWith(httpError('Request failed', answer)), 'Failed to load'),
    );
    await waitFor(() => {
      expect(result.current.error?.message).toBe('Something broke');
    });
  });
});
