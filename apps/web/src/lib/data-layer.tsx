import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client';

let appQueryClient: QueryClient | undefined;

/** One query client for the page, made when the first screen that reads data mounts. */
function pageQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}

/**
 * TanStack Query for the screens that read data (its children, or the matched child route).
 * It loads with those screens rather than with the first one; where a provider is already
 * above (tests), that one is used.
 */
export function DataLayer({ children }: { children?: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const content = children ?? <Outlet />;
  if (outer) return content;
  return <QueryClientProvider client={pageQueryClient()}>{content}</QueryClientProvider>;
}
