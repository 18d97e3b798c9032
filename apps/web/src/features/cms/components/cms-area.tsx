import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { itCms } from '@/messages/it-cms';
import { useCmsObject } from '../api/get-cms-object';

// The rules, the schemas and the widgets load beside the area's request, not in the page's first load.
const loadAreaContent = () => import('./area-content');
const AreaContent = lazy(loadAreaContent);

export function AreaLoader({ minHeight }: { minHeight?: number | string }) {
  return (
    <Center role="status" aria-label={itCms.loading} mih={minHeight} py="xl">
      <Loader aria-hidden />
    </Center>
  );
}

/**
 * One content area (§2): a loader while it loads, then each widget the rules let this viewer see;
 * nothing when the area is empty, missing or failed.
 */
export function CmsArea({
  layoutArea,
  loaderHeight,
}: {
  layoutArea: string;
  loaderHeight?: number | string;
}) {
  const area = useCmsObject(layoutArea);
  useEffect(() => {
    void loadAreaContent();
  }, []);
  if (area.isPending) return <AreaLoader minHeight={loaderHeight} />;
  if (!area.data || area.data.Children.length === 0) return null;
  return (
    <Suspense fallback={<AreaLoader minHeight={loaderHeight} />}>
      <AreaContent area={area.data} />
    </Suspense>
  );
}
