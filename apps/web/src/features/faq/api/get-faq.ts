import { FAQ_AREA } from '@conto-gioco/shared/cms-constants';
import { useQuery } from '@tanstack/react-query';
import { cmsObjectQueryOptions } from '@/lib/cms-api';

/** GetCmsObject for the FAQ area (V3_LayoutArea_FAQ); null when it is empty or unknown. */
export const useFaqArea = () => useQuery(cmsObjectQueryOptions(FAQ_AREA));
