import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteFallback } from '../../shared/ui/route-fallback';
import { lazyAntdPage, lazyPage } from './lazy-page';
import { PublicOnly, RequireAuth } from './require-auth';

// Every screen is its own chunk: the sign-in page never downloads the dashboard, and back.
const SignInPage = lazyPage(() => import('../../features/auth/pages/sign-in-page'), 'SignInPage');
const SignUpPage = lazyAntdPage(() => import('../../features/auth/pages/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = lazyAntdPage(
  () => import('../../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyAntdPage(
  () => import('../../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'), 'NotFoundPage');
const ServerErrorPage = lazyPage(() => import('../pages/server-error-page'), 'ServerErrorPage');
// The partner's page from the extra-services job mail: public, the signed link is its key.
const LosservicesPartnerPage = lazyAntdPage(
  () => import('../../features/losservices/pages/partner-page'),
  'PartnerPage',
);
const DashboardShell = lazyAntdPage(() => import('../layout/dashboard-shell'), 'DashboardShell');

/** Spec 2: the public routes match exactly; everything under /dashboard needs a session. */
export function AppRoutes() {
  // Router navigations run as transitions, which would keep the old screen up while the next
  // one loads; a boundary per top-level section shows the progress bar and skeleton instead.
  const section = useLocation().pathname.split('/')[1] ?? '';
  const signIn = (
    <PublicOnly>
      <SignInPage />
    </PublicOnly>
  );
  return (
    <Suspense key={section} fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={signIn} />
        <Route path="/signin" element={signIn} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="/resetpassword" element={<ResetPasswordPage />} />
        <Route path="/partner/losservices" element={<LosservicesPartnerPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/500" element={<ServerErrorPage />} />
        <Route
          path="/dashboard/*"
          element={
            <RequireAuth>
              <DashboardShell />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
