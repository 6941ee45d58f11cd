import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingOverlay } from '../components/loading-overlay';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { RouteGuard } from './guards';
import { lazyWithTimeout } from './lazy-with-timeout';
import { ReadyPage, usePreparePages } from './ready-page';
import { registeredRoutes } from './registered-routes';

// Every page is its own chunk (ARCHITECTURE §6); the login chunk stays small.
const pages: Record<string, ReturnType<typeof lazyWithTimeout>> = {
  '/': lazyWithTimeout(() =>
    import('../features/session/login-page').then((m) => ({ default: m.LoginPage })),
  ),
  '/forgot-password': lazyWithTimeout(() =>
    import('../features/session/forgot-password-page').then((m) => ({
      default: m.ForgotPasswordPage,
    })),
  ),
  '/reset-password/:token/:email': lazyWithTimeout(() =>
    import('../features/session/reset-password-page').then((m) => ({
      default: m.ResetPasswordPage,
    })),
  ),
  '/error-401': lazyWithTimeout(() =>
    import('./pages/error-401-page').then((m) => ({ default: m.Error401Page })),
  ),
  '/error-403': lazyWithTimeout(() =>
    import('./pages/error-403-page').then((m) => ({ default: m.Error403Page })),
  ),
  '/error-404': lazyWithTimeout(() =>
    import('./pages/error-404-page').then((m) => ({ default: m.Error404Page })),
  ),
  '/home': lazyWithTimeout(() =>
    import('./pages/home-page').then((m) => ({ default: m.HomePage })),
  ),
  '/profile': lazyWithTimeout(() =>
    import('../features/session/profile-page').then((m) => ({ default: m.ProfilePage })),
  ),
  '/users': lazyWithTimeout(() =>
    import('../features/users/users-page').then((m) => ({ default: m.UsersPage })),
  ),
  '/users/create': lazyWithTimeout(() =>
    import('../features/users/user-create-page').then((m) => ({ default: m.UserCreatePage })),
  ),
  '/users/:id/edit': lazyWithTimeout(() =>
    import('../features/users/user-edit-page').then((m) => ({ default: m.UserEditPage })),
  ),
  '/users/:id/audits': lazyWithTimeout(() =>
    import('../features/users/user-audits-page').then((m) => ({ default: m.UserAuditsPage })),
  ),
  '/roles': lazyWithTimeout(() =>
    import('../features/access/roles-page').then((m) => ({ default: m.RolesPage })),
  ),
  '/roles/:id/audits': lazyWithTimeout(() =>
    import('../features/access/audits-pages').then((m) => ({ default: m.RoleAuditsPage })),
  ),
  '/permissions': lazyWithTimeout(() =>
    import('../features/access/permissions-page').then((m) => ({ default: m.PermissionsPage })),
  ),
  '/permissions/:id/audits': lazyWithTimeout(() =>
    import('../features/access/audits-pages').then((m) => ({ default: m.PermissionAuditsPage })),
  ),
  '/agencies': lazyWithTimeout(() =>
    import('../features/agencies/agencies-page').then((m) => ({ default: m.AgenciesPage })),
  ),
  '/agencies/create': lazyWithTimeout(() =>
    import('../features/agencies/agency-create-page').then((m) => ({
      default: m.AgencyCreatePage,
    })),
  ),
  '/agencies/:id/edit': lazyWithTimeout(() =>
    import('../features/agencies/agency-edit-page').then((m) => ({ default: m.AgencyEditPage })),
  ),
  '/agencies/:id/audits': lazyWithTimeout(() =>
    import('../features/agencies/agency-audits-page').then((m) => ({
      default: m.AgencyAuditsPage,
    })),
  ),
  '/projects': lazyWithTimeout(() =>
    import('../features/projects/projects-page').then((m) => ({ default: m.ProjectsPage })),
  ),
  '/projects/create': lazyWithTimeout(() =>
    import('../features/projects/project-create-page').then((m) => ({
      default: m.ProjectCreatePage,
    })),
  ),
  '/projects/:id/edit': lazyWithTimeout(() =>
    import('../features/projects/project-edit-page').then((m) => ({
      default: m.ProjectEditPage,
    })),
  ),
  '/projects/:id/audits': lazyWithTimeout(() =>
    import('../features/projects/project-audits-page').then((m) => ({
      default: m.ProjectAuditsPage,
    })),
  ),
  '/projects/:id/webhooks': lazyWithTimeout(() =>
    import('../features/projects/webhooks/webhooks-page').then((m) => ({
      default: m.WebhooksPage,
    })),
  ),
  '/projects/:id/webhooks/audits': lazyWithTimeout(() =>
    import('../features/projects/webhooks/webhook-audits-page').then((m) => ({
      default: m.WebhookAuditsPage,
    })),
  ),
  '/properties': lazyWithTimeout(() =>
    import('../features/units/units-page').then((m) => ({ default: m.UnitsPage })),
  ),
  '/properties/create': lazyWithTimeout(() =>
    import('../features/units/property-create-page').then((m) => ({
      default: m.PropertyCreatePage,
    })),
  ),
  '/properties/:id/details': lazyWithTimeout(() =>
    import('../features/units/property-details-page').then((m) => ({
      default: m.PropertyDetailsPage,
    })),
  ),
  '/properties/:id/audits': lazyWithTimeout(() =>
    import('../features/units/property-audits-page').then((m) => ({
      default: m.PropertyAuditsPage,
    })),
  ),
  '/parkinglots/:id/details': lazyWithTimeout(() =>
    import('../features/units/complement-details-page').then((m) => ({
      default: m.ParkingLotDetailsPage,
    })),
  ),
  '/warehouses/:id/details': lazyWithTimeout(() =>
    import('../features/units/complement-details-page').then((m) => ({
      default: m.WarehouseDetailsPage,
    })),
  ),
  '/exports': lazyWithTimeout(() =>
    import('../features/exports/exports-page').then((m) => ({ default: m.ExportsPage })),
  ),
  '/quotations': lazyWithTimeout(() =>
    import('../features/quotations/quotations-page').then((m) => ({ default: m.QuotationsPage })),
  ),
  '/quotations/:id/details': lazyWithTimeout(() =>
    import('../features/quotations/quotation-details-page').then((m) => ({
      default: m.QuotationDetailsPage,
    })),
  ),
  '/quotations/:id/audits': lazyWithTimeout(() =>
    import('../features/quotations/quotation-audits-page').then((m) => ({
      default: m.QuotationAuditsPage,
    })),
  ),
  '/bookings-requests': lazyWithTimeout(() =>
    import('../features/bookings/booking-requests-page').then((m) => ({
      default: m.BookingRequestsPage,
    })),
  ),
  '/bookings-requests/:id/details': lazyWithTimeout(() =>
    import('../features/bookings/booking-request-details-page').then((m) => ({
      default: m.BookingRequestDetailsPage,
    })),
  ),
  '/bookings-orders': lazyWithTimeout(() =>
    import('../features/bookings/booking-orders-page').then((m) => ({
      default: m.BookingOrdersPage,
    })),
  ),
  '/bookings-orders/:id/details': lazyWithTimeout(() =>
    import('../features/bookings/booking-order-details-page').then((m) => ({
      default: m.BookingOrderDetailsPage,
    })),
  ),
  '/promises-requests': lazyWithTimeout(() =>
    import('../features/promises/promise-requests-page').then((m) => ({
      default: m.PromiseRequestsPage,
    })),
  ),
  '/promises-requests/:id/details': lazyWithTimeout(() =>
    import('../features/promises/promise-request-details-page').then((m) => ({
      default: m.PromiseRequestDetailsPage,
    })),
  ),
  '/promises-orders': lazyWithTimeout(() =>
    import('../features/promises/promise-orders-page').then((m) => ({
      default: m.PromiseOrdersPage,
    })),
  ),
  '/promises-orders/:id/details': lazyWithTimeout(() =>
    import('../features/promises/promise-order-details-page').then((m) => ({
      default: m.PromiseOrderDetailsPage,
    })),
  ),
  '/preapprovals': lazyWithTimeout(() =>
    import('../features/preapprovals/preapprovals-page').then((m) => ({
      default: m.PreapprovalsPage,
    })),
  ),
  '/preapprovals/:id/details': lazyWithTimeout(() =>
    import('../features/preapprovals/preapproval-details-page').then((m) => ({
      default: m.PreapprovalDetailsPage,
    })),
  ),
  '/:id/business-details': lazyWithTimeout(() =>
    import('../features/business/details/business-details-page').then((m) => ({
      default: m.BusinessDetailsPage,
    })),
  ),
  '/business': lazyWithTimeout(() =>
    import('../features/business/business-page').then((m) => ({ default: m.BusinessPage })),
  ),
  '/plans/create': lazyWithTimeout(() =>
    import('../features/plans/plan-create-page').then((m) => ({ default: m.PlanCreatePage })),
  ),
  '/plans/contract': lazyWithTimeout(() =>
    import('../features/plans/plan-contract-page').then((m) => ({ default: m.PlanContractPage })),
  ),
  '/plans/list': lazyWithTimeout(() =>
    import('../features/plans/plans-list-page').then((m) => ({ default: m.PlansListPage })),
  ),
  // The news form carries the TipTap editor: it loads with these routes only.
  '/news': lazyWithTimeout(() =>
    import('../features/news/news-list-page').then((m) => ({ default: m.NewsListPage })),
  ),
  '/news/create': lazyWithTimeout(() =>
    import('../features/news/news-form-page').then((m) => ({ default: m.NewsCreatePage })),
  ),
  '/news/:id/details': lazyWithTimeout(() =>
    import('../features/news/news-form-page').then((m) => ({ default: m.NewsDetailsPage })),
  ),
  '/contacts': lazyWithTimeout(() =>
    import('../features/contacts/contact-forms-page').then((m) => ({
      default: m.ContactFormsPage,
    })),
  ),
  '/contacts/newsletter': lazyWithTimeout(() =>
    import('../features/contacts/dated-contacts-pages').then((m) => ({
      default: m.NewsletterContactsPage,
    })),
  ),
  '/contacts/enterprise': lazyWithTimeout(() =>
    import('../features/contacts/dated-contacts-pages').then((m) => ({
      default: m.EnterpriseContactsPage,
    })),
  ),
  '/contacts/form-section': lazyWithTimeout(() =>
    import('../features/contacts/dated-contacts-pages').then((m) => ({
      default: m.FormSectionContactsPage,
    })),
  ),
  '/contacts/form-home-section': lazyWithTimeout(() =>
    import('../features/contacts/dated-contacts-pages').then((m) => ({
      default: m.HomeSectionContactsPage,
    })),
  ),
  '/comments': lazyWithTimeout(() =>
    import('../features/comments/comments-page').then((m) => ({ default: m.CommentsPage })),
  ),
  '/comments/create': lazyWithTimeout(() =>
    import('../features/comments/comment-create-page').then((m) => ({
      default: m.CommentCreatePage,
    })),
  ),
  '/comments/:id/details': lazyWithTimeout(() =>
    import('../features/comments/comment-details-page').then((m) => ({
      default: m.CommentDetailsPage,
    })),
  ),
};

/** Exported for the test that keeps this table and registered-routes.ts in step. */
export const PAGE_PATTERNS: readonly string[] = Object.keys(pages);

/** Loads a page's chunk ahead of its render (the /home warm-up, the guard's go-ahead). */
export const preloadPage = (pattern: string): Promise<unknown> =>
  pages[pattern]?.preload() ?? Promise.resolve();

export function AppRouter() {
  const [path] = useLocation();
  const prepare = usePreparePages(preloadPage);
  return (
    <RouteGuard onRender={prepare}>
      {/* Keyed by path: a failed page does not keep the error screen after navigating away. */}
      <ChunkErrorBoundary key={path}>
        <Suspense fallback={<LoadingOverlay visible />}>
          <Switch>
            {registeredRoutes.flatMap(({ pattern }) =>
              (pages[pattern] ? [pages[pattern]] : []).map((Page) => (
                <Route key={pattern} path={pattern}>
                  <ReadyPage page={Page} />
                </Route>
              )),
            )}
            <Route>
              <Redirect to="/error-404" replace />
            </Route>
          </Switch>
        </Suspense>
      </ChunkErrorBoundary>
    </RouteGuard>
  );
}
