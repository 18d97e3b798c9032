import { Container, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ServicePageScreen } from '@/features/pages/components/service-page';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import NotFoundRoute from './not-found';

// The payout tables are their own chunk: the other service pages do not load them.
const MonthlyRtp = lazy(() =>
  import('@/features/rtp/components/rtp-tables').then((module) => ({ default: module.MonthlyRtp })),
);
const StaticRtp = lazy(() =>
  import('@/features/rtp/components/rtp-tables').then((module) => ({ default: module.StaticRtp })),
);

/**
 * /{page} and /{page}/{subpage}: the service pages (content-profile.md §2), the payout tables among
 * them. Ranked below every static route, so it only gets what nothing else claims.
 */
export default function ServicePageRoute() {
  const { page = '', subpage } = useParams();
  // The site's skin folder; the seed's site is '1'.
  const siteId = useSiteModules().SiteId?.trim() || '1';
  return (
    <Container size="lg" py="md">
      <ServicePageScreen
        page={page}
        subpage={subpage}
        siteId={siteId}
        notFound={<NotFoundRoute />}
        renderRtp={(mode) => (
          <Suspense fallback={<Loader size="sm" aria-hidden />}>
            {mode === 'monthly' ? <MonthlyRtp /> : <StaticRtp />}
          </Suspense>
        )}
      />
    </Container>
  );
}
