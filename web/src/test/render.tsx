import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import AppChakraProvider from '../app/chakra-provider';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { toaster } from '../components/ui/toaster-store';

/**
 * Providers with an SWR cache of their own, so tests never share data. Chakra's provider is given at the top
 * (`chakra`, on by default), as a component rendered alone (a dialog, a form) has no screen or island around
 * it to bring it; the whole app is rendered without it, as main.tsx does, so a part of the plain first view
 * (docs/decisions/0013) drawn with Chakra outside an island fails there as it would in the browser.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', chakra = true }: { path?: string; chakra?: boolean } = {}) {
  toaster.remove();
  const app = (
    <AppProvider swr={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>
  );
  return render(chakra ? <AppChakraProvider>{app}</AppChakraProvider> : app);
}

/** The whole app at `path`, without a Chakra provider around it (each screen brings its own). */
export function renderApp(path: string) {
  return renderWithProviders(<AppRoutes />, { path, chakra: false });
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: RequestCredentials;
}

/**
 * Replaces fetch: `routes` maps "METHOD /path" to an answer (or a function giving one); any other
 * call answers 404. Returns the list of calls made.
 */
export function mockApi(routes: Record<string, FakeResponse | ((call: RecordedCall) => FakeResponse | Promise<FakeResponse>)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...((init.headers as Record<string, string>) ?? {}) };
    const call: RecordedCall = {
      method,
      url,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const path = url.split('?')[0];
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const sampleUser = {
  id: 'u1',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  profile_image_url: null,
  subscription_type: 'free' as const,
  subscription_status: 'active',
  is_admin: false,
  email_verified: true,
  pending_email: null as string | null,
  whatsapp_number: null,
  phone_number: null,
  location: '',
  timezone: 'UTC',
  preferred_language: 'en' as const,
  arabic_dialect: null as string | null,
  response_style: 'standard' as const,
  daily_push_enabled: false,
  weekly_email_enabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
};
