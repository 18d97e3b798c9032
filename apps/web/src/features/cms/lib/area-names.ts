import type { WelcomeArea } from '@conto-gioco/shared/cms';

/*
 * The area names of @conto-gioco/shared/cms, repeated here because importing any value from that
 * module brings its zod schemas (and zod) into the home page's first load. area-names.test.ts keeps
 * the two equal.
 */
export const HOME_LAYOUT_AREA = 'V3_LayoutArea_Home';
export const welcomeAreaName = (area: WelcomeArea) => `V3_LayoutArea_Welcome_${area}`;
