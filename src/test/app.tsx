/** Test-only: the whole SPA (real route table and session rules) rendered at a path. */
import { routes } from '@/app/router';
import { SessionSync } from '@/app/session-sync';
import { renderWithProviders, type ProviderRenderOptions } from './render';

export function renderApp(path: string, options: Omit<ProviderRenderOptions, 'routes'> = {}) {
  return renderWithProviders(<SessionSync />, { ...options, routes, route: path });
}
