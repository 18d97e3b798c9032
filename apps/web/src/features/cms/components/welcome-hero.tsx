import { welcomeLayoutArea, type WelcomeArea } from '@conto-gioco/shared/cms-constants';
import { useEffect } from 'react';
import { useDevice } from '../lib/use-device';
import { CmsArea } from './cms-area';
import { DEFAULT_SLIDE_HEIGHT } from './widgets/slide-size';

/**
 * The welcome hero of a section (§2: Home, Promozioni, Casino, ...), for any page to place. Its
 * loader holds a slide's default height, so the page below moves little when the slider arrives.
 */
export function WelcomeHero({ area }: { area: WelcomeArea }) {
  const device = useDevice();
  // A welcome area holds a slider: its code loads beside the area's request, not after it.
  useEffect(() => {
    void import('./widgets/hero-slider');
  }, []);
  return <CmsArea layoutArea={welcomeLayoutArea(area)} loaderHeight={DEFAULT_SLIDE_HEIGHT[device]} />;
}
