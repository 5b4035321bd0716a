import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { BrandedLoadingScreen } from '../components/brand/branded-loading-screen';
import { LandingPage } from '../features/landing/components/landing-page';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The whole route table of spec §2.1; every screen but the landing loads lazily from its feature.

/** Public routes, first and second generation. */
const publicRoutes: RouteObject[] = [
  {
    path: 'onboard/*',
    lazy: async () => {
      const { LegacyOnboardPage } =
        await import('../features/admission/legacy/components/onboard-page');
      return { Component: LegacyOnboardPage };
    },
  },
  {
    path: 'waiting-list',
    lazy: async () => {
      const { StandaloneWaitingListPage } =
        await import('../features/admission/legacy/components/standalone-waiting-list-page');
      return { Component: StandaloneWaitingListPage };
    },
  },
  {
    path: 'processing',
    lazy: async () => {
      const { LegacyProcessingPage } =
        await import('../features/designs/legacy/components/legacy-processing-page');
      return { Component: LegacyProcessingPage };
    },
  },
  {
    path: 'settings',
    lazy: async () => {
      const { LegacySettingsPage } =
        await import('../features/accounts/legacy/components/legacy-settings-page');
      return { Component: LegacySettingsPage };
    },
  },
  {
    path: 'playground',
    lazy: async () => {
      const { PlaygroundPage } =
        await import('../features/stores/legacy/components/playground-page');
      return { Component: PlaygroundPage };
    },
  },
  {
    path: 'privacy',
    lazy: async () => {
      const { PrivacyPage } = await import('../features/legal/components/privacy-page');
      return { Component: PrivacyPage };
    },
  },
  {
    path: 'terms',
    lazy: async () => {
      const { TermsPage } = await import('../features/legal/components/terms-page');
      return { Component: TermsPage };
    },
  },
  {
    path: 'v2/auth-callback',
    lazy: async () => {
      const { AuthCallbackPage } =
        await import('../features/accounts/components/auth-callback-page');
      return { Component: AuthCallbackPage };
    },
  },
  {
    path: 'v2/onboarding',
    lazy: async () => {
      const { WelcomePage } = await import('../features/admission/components/welcome-page');
      return { Component: WelcomePage };
    },
  },
  {
    path: 'v2/onboarding/spotify',
    lazy: async () => {
      const { ArtistUrlPage } = await import('../features/admission/components/artist-url-page');
      return { Component: ArtistUrlPage };
    },
  },
  {
    path: 'v2/onboarding/confirm',
    lazy: async () => {
      const { ConfirmArtistPage } =
        await import('../features/admission/components/confirm-artist-page');
      return { Component: ConfirmArtistPage };
    },
  },
  {
    path: 'v2/waiting-list',
    lazy: async () => {
      const { WaitingListPage } =
        await import('../features/admission/components/waiting-list-page');
      return { Component: WaitingListPage };
    },
  },
  {
    path: 'v2/on-waiting-list',
    lazy: async () => {
      const { OnWaitingListPage } =
        await import('../features/admission/components/on-waiting-list-page');
      return { Component: OnWaitingListPage };
    },
  },
];

/** Routes for signed-in users only. */
const protectedRoutes: RouteObject[] = [
  {
    path: 'main',
    lazy: async () => {
      const { LegacyMainPage } =
        await import('../features/designs/legacy/components/legacy-main-page');
      return { Component: LegacyMainPage };
    },
  },
  {
    // The legacy store area (spec §2.6): one layout, so the build polling of §4.4 survives tabs.
    path: 'store',
    lazy: async () => {
      const { LegacyStoreLayout } =
        await import('../features/stores/legacy/components/legacy-store-layout');
      return { Component: LegacyStoreLayout };
    },
    children: [
      // /store alone is not a screen of §2.1: like any unknown path it goes to /.
      { index: true, loader: () => replace('/'), element: null },
      {
        path: 'dashboard',
        lazy: async () => {
          const { StoreDashboardPage } =
            await import('../features/stores/legacy/components/store-dashboard-page');
          return { Component: StoreDashboardPage };
        },
      },
      {
        path: 'settings',
        lazy: async () => {
          const { StoreSettingsPage } =
            await import('../features/stores/legacy/components/store-settings-page');
          return { Component: StoreSettingsPage };
        },
      },
    ],
  },
  {
    path: 'v2/processing',
    lazy: async () => {
      const { ProcessingPage } = await import('../features/designs/components/processing-page');
      return { Component: ProcessingPage };
    },
  },
  {
    // The screens between which the store state is watched (spec §4.4).
    lazy: async () => {
      const { StoreStateShell } = await import('./store-state-shell');
      return { Component: StoreStateShell };
    },
    children: [
      {
        path: 'v2/main',
        lazy: async () => {
          const { DesignsPage } = await import('../features/designs/components/designs-page');
          return { Component: DesignsPage };
        },
      },
      {
        path: 'v2/profile',
        lazy: async () => {
          const { ProfilePage } = await import('../features/accounts/components/profile-page');
          return { Component: ProfilePage };
        },
      },
      {
        path: 'v2/store/overview',
        lazy: async () => {
          const { StoreOverviewPage } =
            await import('../features/stores/components/store-overview-page');
          return { Component: StoreOverviewPage };
        },
      },
      {
        path: 'v2/store/settings',
        lazy: async () => {
          const { StoreSettingsPage } =
            await import('../features/stores/components/store-settings-page');
          return { Component: StoreSettingsPage };
        },
      },
    ],
  },
];

/**
 * The landing screen (spec §2.7), the one exception to lazy loading: the first screen most
 * visitors see renders with the entry script, without a second round trip; it reads no data.
 */
const landingRoute: RouteObject = { path: 'v2', Component: LandingPage };

/**
 * Every other screen reads data: TanStack Query (and the workflow client, zod, the contracts)
 * load with the first of them, not with the landing screen.
 */
const dataLayerRoute: RouteObject = {
  lazy: async () => {
    const { DataLayer } = await import('../lib/data-layer');
    return { Component: DataLayer };
  },
  children: [...publicRoutes, { element: <ProtectedRoute />, children: protectedRoutes }],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first route's lazy module loads.
    HydrateFallback: BrandedLoadingScreen,
    children: [
      // Spec §2.1: / goes to /v2, and any unknown path goes to / (and so on to /v2). Loader
      // redirects happen before anything renders, so no page view is sent for the hop;
      // `element: null` says the empty render is intended.
      { index: true, loader: () => replace('/v2'), element: null },
      landingRoute,
      dataLayerRoute,
      { path: '*', loader: () => replace('/'), element: null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
